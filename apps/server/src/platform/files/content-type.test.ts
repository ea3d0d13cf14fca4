import { describe, expect, it } from 'vitest';
import { fixtures, officeOf, zipOf } from '../../testing/file-fixtures.ts';
import { CONTENT_TYPES, ContentSniffer, detectContentTypes, SNIFF_HEAD_BYTES } from './content-type.ts';

const TEXT = [CONTENT_TYPES.txt, CONTENT_TYPES.csv];

describe('content type detection from the bytes', () => {
  it.each([
    ['pdf', fixtures.pdf, [CONTENT_TYPES.pdf]],
    ['png', fixtures.png, [CONTENT_TYPES.png]],
    ['jpeg', fixtures.jpeg, [CONTENT_TYPES.jpeg]],
    ['gif', fixtures.gif, [CONTENT_TYPES.gif]],
    ['bmp', fixtures.bmp, [CONTENT_TYPES.bmp]],
    ['avi', fixtures.avi, [CONTENT_TYPES.avi]],
    ['docx', fixtures.docx, [CONTENT_TYPES.docx]],
    ['xlsx', fixtures.xlsx, [CONTENT_TYPES.xlsx]],
    ['pptx', fixtures.pptx, [CONTENT_TYPES.pptx]],
    ['zip', fixtures.zip, [CONTENT_TYPES.zip]],
    ['OLE (doc, xls or msg)', fixtures.ole, [CONTENT_TYPES.doc, CONTENT_TYPES.xls, CONTENT_TYPES.msg]],
    ['txt', fixtures.txt, TEXT],
    ['csv', fixtures.csv, TEXT],
  ] as const)('%s → %j', async (_name, bytes, types) => {
    expect(await detectContentTypes(bytes)).toEqual(types);
  });

  it.each([
    ['a Windows executable', fixtures.exe],
    ['an ELF executable', Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, ...new Array(24).fill(0)])],
    ['a gzip archive', Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0])],
    [
      'a macro-enabled Word file',
      officeOf('word/document.xml', 'application/vnd.ms-word.document.macroEnabled'),
    ],
  ])('accepts no type for %s, whatever it is named', async (_name, bytes) => {
    expect(await detectContentTypes(bytes)).toEqual([]);
  });

  it('takes HTML (even named .pdf) for text, never PDF: it is only ever served as a download with nosniff', async () => {
    expect(await detectContentTypes(fixtures.html)).toEqual(TEXT);
  });

  it('takes a zip named .docx for a zip, not a Word document', async () => {
    expect(await detectContentTypes(zipOf({ 'word/document.xml': '<w:document/>' }))).toEqual([
      CONTENT_TYPES.zip,
    ]);
  });

  it('takes text formats file-type names (XML, SVG) for text', async () => {
    expect(await detectContentTypes(Buffer.from('<?xml version="1.0"?><svg/>\n'))).toEqual(TEXT);
  });

  it('finds nothing in an empty file', async () => {
    expect(await detectContentTypes(new Uint8Array(0))).toEqual([]);
  });

  it('is not fooled by text starting with the letters of a signature (BM for BMP, MZ for an .exe)', async () => {
    expect(await detectContentTypes(Buffer.from('BMW owners club notes\n'))).toEqual(TEXT);
    expect(await detectContentTypes(Buffer.from('MZ Motorrad spare parts\n'))).toEqual(TEXT);
  });

  it('refuses text with a NUL byte or invalid UTF-8 (e.g. UTF-16 or Latin-1 files)', async () => {
    expect(await detectContentTypes(Buffer.from('a\u0000b'))).toEqual([]);
    expect(await detectContentTypes(Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x0a]))).toEqual([]);
    expect(await detectContentTypes(Buffer.from('\ufeffhi', 'utf16le'))).toEqual([]);
  });
});

describe('ContentSniffer (streaming)', () => {
  it('accepts UTF-8 whose multi-byte characters are split between chunks', async () => {
    const text = Buffer.from('é'.repeat(10), 'utf8');
    const sniffer = new ContentSniffer();
    for (let i = 0; i < text.length; i += 3) sniffer.push(text.subarray(i, i + 3));
    expect(await sniffer.finish()).toEqual(TEXT);
  });

  it('refuses text cut in the middle of a character', async () => {
    const sniffer = new ContentSniffer();
    sniffer.push(Buffer.from([0x61, 0xc3]));
    expect(await sniffer.candidates()).toEqual(TEXT);
    expect(await sniffer.finish()).toEqual([]);
  });

  it('decides text only at the end: a NUL after the head turns it down', async () => {
    const sniffer = new ContentSniffer();
    sniffer.push(Buffer.alloc(SNIFF_HEAD_BYTES, 'a'));
    expect(sniffer.headComplete).toBe(true);
    expect(await sniffer.candidates()).toContain(CONTENT_TYPES.txt);
    sniffer.push(Buffer.from([0]));
    expect(await sniffer.finish()).toEqual([]);
  });

  it('keeps only the head and counts every byte', async () => {
    const sniffer = new ContentSniffer();
    sniffer.push(fixtures.png);
    sniffer.push(Buffer.alloc(SNIFF_HEAD_BYTES));
    expect(sniffer.head.length).toBe(SNIFF_HEAD_BYTES);
    expect(sniffer.size).toBe(SNIFF_HEAD_BYTES + fixtures.png.length);
    expect(await sniffer.finish()).toEqual([CONTENT_TYPES.png]);
  });

  it.each([
    ['[Content_Types].xml first', (big: string) => officeOf('word/document.xml', CONTENT_TYPES.docx, big)],
    [
      '[Content_Types].xml after the parts',
      (big: string) => zipOf({ 'word/document.xml': big, '[Content_Types].xml': '<Types/>' }),
    ],
  ])('recognises an Office file larger than the head from the head alone (%s)', async (_name, make) => {
    const docx = make(`<w:document>${'<w:p/>'.repeat(SNIFF_HEAD_BYTES / 4)}</w:document>`);
    expect(docx.length).toBeGreaterThan(SNIFF_HEAD_BYTES);
    const sniffer = new ContentSniffer();
    for (let at = 0; !sniffer.headComplete; at += 64 * 1024) sniffer.push(docx.subarray(at, at + 64 * 1024));
    expect(sniffer.head.length).toBe(SNIFF_HEAD_BYTES);
    expect(await sniffer.candidates()).toEqual([CONTENT_TYPES.docx]);
  });
});
