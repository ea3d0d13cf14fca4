import { describe, expect, it } from 'vitest';
import { ATTACHMENT_ACCEPT, checkAttachmentFile } from './attachment-upload.ts';

describe('attachment type check (spec 2 §5 "Attachments")', () => {
  it('refuses a type that is not allowed with the spec title and text, before any upload', () => {
    expect(checkAttachmentFile({ name: 'setup.exe', size: 10 })).toEqual({
      ok: false,
      title: 'Incorrect file type',
      message:
        'You have uploaded an invalid file type. Allowed file types are .avi .bmp .csv .doc .docx .gif .jpeg .jpg .msg .pdf .pptx .png .txt .xls .xlsx.',
    });
    expect(checkAttachmentFile({ name: 'noextension', size: 10 })).toMatchObject({
      ok: false,
      title: 'Incorrect file type',
    });
  });

  it('accepts an allowed type in any case and sends its content type', () => {
    expect(checkAttachmentFile({ name: 'C:\\fakepath\\Scan.PDF', size: 10 })).toEqual({
      ok: true,
      fileName: 'Scan.PDF',
      extension: 'pdf',
      contentType: 'application/pdf',
    });
    expect(checkAttachmentFile({ name: 'notes.txt', size: 1 })).toMatchObject({ contentType: 'text/plain' });
  });

  it('refuses a file over 10 MB', () => {
    expect(checkAttachmentFile({ name: 'big.pdf', size: 10 * 1024 * 1024 + 1 })).toMatchObject({
      ok: false,
      message: 'The file is too large. The largest file accepted is 10 MB.',
    });
  });

  it('offers the allowed extensions in the picker', () => {
    expect(ATTACHMENT_ACCEPT.split(',')).toContain('.xlsx');
    expect(ATTACHMENT_ACCEPT.split(',')).toHaveLength(15);
  });
});
