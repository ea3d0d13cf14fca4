/**
 * Small, well-formed starts of the file formats the product accepts, for tests of type detection
 * and uploads. Each is what the format's signature needs, not a complete document.
 */

const bytes = (...parts: (string | number[] | Uint8Array)[]) =>
  Buffer.concat(
    parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))),
  );

const u16 = (value: number) => [value & 0xff, (value >> 8) & 0xff];
const u32 = (value: number) => [...u16(value & 0xffff), ...u16(value >>> 16)];

/** A zip of stored (uncompressed) entries, as an Office document is laid out. */
export function zipOf(entries: Record<string, string>): Buffer {
  const parts: Buffer[] = [];
  for (const [name, content] of Object.entries(entries)) {
    const data = Buffer.from(content, 'utf8');
    parts.push(
      bytes(
        'PK\x03\x04',
        u16(20),
        u16(0),
        u16(0),
        u16(0),
        u16(0),
        u32(0),
        u32(data.length),
        u32(data.length),
        u16(Buffer.byteLength(name)),
        u16(0),
        Buffer.from(name, 'utf8'),
        data,
      ),
    );
  }
  parts.push(bytes('PK\x05\x06', new Array(18).fill(0)));
  return Buffer.concat(parts);
}

/** The main-part content types of the Office formats the product accepts. */
const OFFICE_MAIN_TYPES = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
} as const;

/**
 * An Office package as Word, Excel and PowerPoint write it: `[Content_Types].xml` first, naming
 * the main part's type, which is what identifies the document.
 */
export function officeOf(mainPart: string, mainType: string, mainXml = '<root/>'): Buffer {
  const contentTypes =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    `<Override PartName="/${mainPart}" ContentType="${mainType}.main+xml"/></Types>`;
  return zipOf({
    '[Content_Types].xml': contentTypes,
    '_rels/.rels': '<Relationships/>',
    [mainPart]: mainXml,
  });
}

export const fixtures = {
  pdf: bytes('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n%%EOF\n'),
  png: bytes(
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    [0, 0, 0, 13],
    'IHDR',
    [0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0],
    [0x1f, 0x15, 0xc4, 0x89],
  ),
  jpeg: bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF\x00', [1, 1, 0, 0, 1, 0, 1, 0, 0], [0xff, 0xd9]),
  gif: bytes('GIF89a', [1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 0xff, 0xff, 0xff], ',', new Array(9).fill(0), ';'),
  bmp: bytes('BM', u32(58), u32(0), u32(54), u32(40), u32(1), u32(1), u16(1), u16(24), new Array(28).fill(0)),
  avi: bytes('RIFF', u32(1000), 'AVI ', 'LIST', u32(100), 'hdrl'),
  docx: officeOf('word/document.xml', OFFICE_MAIN_TYPES.docx, '<w:document/>'),
  xlsx: officeOf('xl/workbook.xml', OFFICE_MAIN_TYPES.xlsx, '<workbook/>'),
  pptx: officeOf('ppt/presentation.xml', OFFICE_MAIN_TYPES.pptx, '<p:presentation/>'),
  zip: zipOf({ 'readme.txt': 'hello' }),
  ole: bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], new Array(24).fill(0), u16(0x3e), u16(3)),
  txt: Buffer.from('Member asked about a freeze in March. Café 🍵\n', 'utf8'),
  csv: Buffer.from('name,visits\nAroha,12\nJosé,3\n', 'utf8'),
  exe: bytes('MZ', [0x90, 0, 3, 0, 0, 0, 4, 0], 'This program cannot be run in DOS mode.'),
  html: Buffer.from('<!doctype html><script>alert(1)</script>', 'utf8'),
} as const;
