import { crc32, deflateSync } from 'node:zlib';

/**
 * Complete, small documents for the demo attachments, made in code so the repository holds no
 * binaries: a one-page PDF any viewer opens and a PNG image. Downloading a demo attachment gives
 * one of these, so they must be real files, not just the signatures type detection looks for.
 */

/** PDF text strings are bytes in WinAnsiEncoding: accents are dropped, anything else non-ASCII becomes `?`. */
function pdfString(text: string): string {
  const ascii = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '?');
  return `(${ascii.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

/**
 * A one-page A4 PDF 1.4 with a bold title and lines of text in the standard Helvetica fonts (no
 * font embedding needed). The cross-reference table holds each object's exact byte offset, as
 * strict readers require.
 */
export function pdfDocument(title: string, lines: readonly string[]): Buffer {
  const content = [
    'BT',
    '/F1 20 Tf',
    '56 770 Td',
    `${pdfString(title)} Tj`,
    '/F2 11 Tf',
    '0 -34 Td',
    ...lines.flatMap((line) => (line ? [`${pdfString(line)} Tj`, '0 -18 Td'] : ['0 -18 Td'])),
    'ET',
    // A rule under the title, as a printed form has.
    '0.6 G 1 w 56 760 m 539 760 l S',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title ${pdfString(title)} /Producer (Clubline demo seed) >>`,
  ];
  // The binary comment line tells transfer tools the file is binary (PDF 1.4 §3.4.1).
  let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  // Each entry is exactly 20 bytes, its end of line included.
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\n`;
  pdf += `startxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

type Rgb = readonly [number, number, number];

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** An 8-bit RGB PNG of `width`×`height` whose pixel colours `paint` gives. */
function png(width: number, height: number, paint: (x: number, y: number) => Rgb): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type RGB, deflate, no filter, no interlace
  const raw = Buffer.alloc(height * (1 + width * 3));
  for (let y = 0; y < height; y++) {
    const row = y * (1 + width * 3); // each row starts with its filter type, 0 (none)
    for (let x = 0; x < width; x++) raw.set(paint(x, y), row + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const inside = (x: number, y: number, left: number, top: number, right: number, bottom: number) =>
  x >= left && x < right && y >= top && y < bottom;

/**
 * A scanned photo ID as a 240×150 card: a coloured band, a photo with a head and shoulders and
 * lines standing for the printed details. Made once; every demo photo ID is a copy of it.
 */
export function photoIdImage(): Buffer {
  const lines = [
    [100, 50, 210],
    [100, 66, 180],
    [100, 90, 200],
    [100, 106, 160],
    [100, 122, 190],
  ] as const;
  return png(240, 150, (x, y) => {
    if (x < 2 || y < 2 || x >= 238 || y >= 148) return [148, 163, 184];
    if (y < 30) return [29, 78, 216];
    if (inside(x, y, 16, 42, 84, 130)) {
      const head = (x - 50) ** 2 + (y - 72) ** 2 < 15 ** 2;
      const shoulders = y > 92 && (x - 50) ** 2 / 30 ** 2 + (y - 130) ** 2 / 34 ** 2 < 1;
      return head || shoulders ? [100, 116, 139] : [203, 213, 225];
    }
    if (lines.some(([left, top, right]) => inside(x, y, left, top, right, top + 6))) return [71, 85, 105];
    return [241, 245, 249];
  });
}
