import { describe, expect, it } from 'vitest';
import {
  ATTACHMENT_CONTENT_TYPES,
  ATTACHMENT_EXTENSIONS,
  attachmentMessages,
  baseFileName,
  checkAttachmentFileName,
  decodeEscapedUnicode,
  fileExtension,
  isAllowedAttachmentFileName,
  isAllowedProfileImageContentType,
  isAllowedProfileImageFileName,
} from './attachments.ts';

describe('attachment types (spec 2 §5 "Attachments")', () => {
  it('has the spec texts', () => {
    expect(attachmentMessages.incorrectFileTypeTitle).toBe('Incorrect file type');
    expect(attachmentMessages.invalidFileType).toBe(
      'You have uploaded an invalid file type. Allowed file types are .avi .bmp .csv .doc .docx .gif .jpeg .jpg .msg .pdf .pptx .png .txt .xls .xlsx.',
    );
    expect(attachmentMessages.invalidImageType).toBe(
      'You have uploaded an invalid image file type. Allowed file types are .jpg .jpeg .png or .gif.',
    );
    expect(attachmentMessages.processingFailed).toBe(
      'There was an issue processing your file. Please try again.',
    );
  });

  it.each([...ATTACHMENT_EXTENSIONS])('allows .%s in any case', (extension) => {
    expect(isAllowedAttachmentFileName(`scan.${extension}`)).toBe(true);
    expect(isAllowedAttachmentFileName(`SCAN.${extension.toUpperCase()}`)).toBe(true);
    expect(ATTACHMENT_CONTENT_TYPES[extension]).toMatch(/^[a-z]+\/[a-z0-9.+-]+$/);
  });

  it.each(['virus.exe', 'page.html', 'archive.zip', 'noextension', '.png', 'trailingdot.', 'photo.png.exe'])(
    'refuses %s',
    (fileName) => {
      expect(isAllowedAttachmentFileName(fileName)).toBe(false);
    },
  );

  it('reads the extension of the last dot, ignoring folders', () => {
    expect(fileExtension('C:\\fakepath\\report.final.PDF')).toBe('pdf');
    expect(fileExtension('a/b.c/readme')).toBeUndefined();
    expect(baseFileName('  C:\\fakepath\\My scan.pdf ')).toBe('My scan.pdf');
    expect(baseFileName('C:\\fakepath\\r\\u00e9sum\\u00e9.pdf')).toBe('r\\u00e9sum\\u00e9.pdf');
    expect(baseFileName('dir/sub\\x\\u{1F600}.png')).toBe('x\\u{1F600}.png');
  });

  it('checks a name to attach: required, at most 255, allowed type', () => {
    expect(checkAttachmentFileName('C:\\fakepath\\id.jpg')).toEqual({
      ok: true,
      fileName: 'id.jpg',
      extension: 'jpg',
    });
    expect(checkAttachmentFileName('  ')).toMatchObject({ ok: false, message: 'File name is required' });
    expect(checkAttachmentFileName(`${'n'.repeat(252)}.pdf`)).toMatchObject({ ok: false, reason: 'tooLong' });
    expect(checkAttachmentFileName('setup.exe')).toEqual({
      ok: false,
      reason: 'incorrectFileType',
      message: attachmentMessages.invalidFileType,
    });
  });
});

describe('profile image types', () => {
  it.each(['me.jpg', 'me.JPEG', 'me.png', 'me.gif'])('allows %s', (fileName) => {
    expect(isAllowedProfileImageFileName(fileName)).toBe(true);
  });

  it.each(['me.bmp', 'me.pdf', 'me'])('refuses %s', (fileName) => {
    expect(isAllowedProfileImageFileName(fileName)).toBe(false);
  });

  it('accepts the image content types browsers report', () => {
    for (const type of [
      'image/jpeg',
      'image/png',
      'image/gif',
      'IMAGE/PNG',
      'image/jpg',
      'image/jpeg; q=1',
    ]) {
      expect(isAllowedProfileImageContentType(type)).toBe(true);
    }
    for (const type of ['image/bmp', 'application/pdf', 'text/html', '']) {
      expect(isAllowedProfileImageContentType(type)).toBe(false);
    }
  });
});

describe('decodeEscapedUnicode (spec 2 §3 "Attachment")', () => {
  it.each([
    ['r\\u00e9sum\\u00e9.pdf', 'résumé.pdf'],
    ['\\u0141\\u00f3d\\u017a.docx', 'Łódź.docx'],
    ['smile \\ud83d\\ude00.png', 'smile 😀.png'],
    ['braced \\u{1F600}.png', 'braced 😀.png'],
    ['plain.pdf', 'plain.pdf'],
    ['not \\u12 escaped.txt', 'not \\u12 escaped.txt'],
  ])('%s → %s', (stored, shown) => {
    expect(decodeEscapedUnicode(stored)).toBe(shown);
  });

  it('replaces a lone surrogate instead of producing an ill-formed string', () => {
    expect(decodeEscapedUnicode('a\\ud83d.txt')).toBe('a\ufffd.txt');
  });
});
