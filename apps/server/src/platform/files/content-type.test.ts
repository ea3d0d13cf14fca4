import { describe, expect, it } from 'vitest';
import { fixtures } from '../../testing/file-fixtures.ts';
import {
  CONTENT_TYPES,
  ContentSniffer,
  detectContentTypes,
  SNIFF_HEAD_BYTES,
  zipEntryNames,
} from './content-type.ts';

const OOXML = [CONTENT_TYPES.docx, CONTENT_TYPES.xlsx, CONTENT_TYPES.pptx];

describe('content type detection from the bytes', () => {
  it.each([
    ['pdf', [CONTENT_TYPES.pdf]],
    ['png', [CONTENT_TYPES.png]],
    ['jpeg', [CONTENT_TYPES.jpeg]],
    ['gif', [CONTENT_TYPES.gif]],
    ['bmp', [CONTENT_TYPES.bmp]],
    ['avi', [CONTENT_TYPES.avi]],
    ['docx', [CONTENT_TYPES.docx]],
    ['xlsx', [CONTENT_TYPES.xlsx]],
    ['pptx', [CONTENT_TYPES.pptx]],
    ['ooxml', OOXML],
    ['zip', [CONTENT_TYPES.zip]],
    ['ole', [CONTENT_TYPES.doc, CONTENT_TYPES.xls, CONTENT_TYPES.msg]],
    ['txt', [CONTENT_TYPES.txt, CONTENT_TYPES.csv]],
    ['csv', [CONTENT_TYPES.txt, CONTENT_TYPES.csv]],
    ['exe', []],
  ] as const)('%s → %j', (name, types) => {
    expect(detectContentTypes(fixtures[name])).toEqual(types);
  });

  it('takes HTML for text: it is only ever served as a download with nosniff', () => {
    expect(detectContentTypes(fixtures.html)).toEqual([CONTENT_TYPES.txt, CONTENT_TYPES.csv]);
  });

  it('finds nothing in an empty file', () => {
    expect(detectContentTypes(new Uint8Array(0))).toEqual([]);
  });

  it('is not fooled by a BMP-like text starting with BM', () => {
    expect(detectContentTypes(Buffer.from('BMW owners club notes\n'))).toEqual([
      CONTENT_TYPES.txt,
      CONTENT_TYPES.csv,
    ]);
  });

  it('refuses text with a NUL byte or invalid UTF-8 (e.g. UTF-16 or Latin-1 files)', () => {
    expect(detectContentTypes(Buffer.from('a\u0000b'))).toEqual([]);
    expect(detectContentTypes(Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x0a]))).toEqual([]);
    expect(detectContentTypes(Buffer.from('\ufeffhi', 'utf16le'))).toEqual([]);
  });

  it('reads the entry names of a zip', () => {
    expect(zipEntryNames(fixtures.docx)).toEqual(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']);
  });
});

describe('ContentSniffer (streaming)', () => {
  it('accepts UTF-8 whose multi-byte characters are split between chunks', () => {
    const text = Buffer.from('é'.repeat(10), 'utf8');
    const sniffer = new ContentSniffer();
    for (let i = 0; i < text.length; i += 3) sniffer.push(text.subarray(i, i + 3));
    expect(sniffer.finish()).toEqual([CONTENT_TYPES.txt, CONTENT_TYPES.csv]);
  });

  it('refuses text cut in the middle of a character', () => {
    const sniffer = new ContentSniffer();
    sniffer.push(Buffer.from([0x61, 0xc3]));
    expect(sniffer.candidates()).toEqual([CONTENT_TYPES.txt, CONTENT_TYPES.csv]);
    expect(sniffer.finish()).toEqual([]);
  });

  it('decides text only at the end: a NUL after the head turns it down', () => {
    const sniffer = new ContentSniffer();
    sniffer.push(Buffer.alloc(SNIFF_HEAD_BYTES, 'a'));
    expect(sniffer.headComplete).toBe(true);
    expect(sniffer.candidates()).toContain(CONTENT_TYPES.txt);
    sniffer.push(Buffer.from([0]));
    expect(sniffer.finish()).toEqual([]);
  });

  it('keeps only the head and counts every byte', () => {
    const sniffer = new ContentSniffer();
    sniffer.push(fixtures.png);
    sniffer.push(Buffer.alloc(SNIFF_HEAD_BYTES));
    expect(sniffer.head.length).toBe(SNIFF_HEAD_BYTES);
    expect(sniffer.size).toBe(SNIFF_HEAD_BYTES + fixtures.png.length);
    expect(sniffer.finish()).toEqual([CONTENT_TYPES.png]);
  });
});
