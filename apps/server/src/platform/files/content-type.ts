/**
 * What a file is, from its bytes: the signatures ("magic bytes") of the formats the product
 * accepts, and UTF-8 text. The type a browser claims is never used.
 */

/** How much of the start of a file is kept for signature detection (zip entry names need some). */
export const SNIFF_HEAD_BYTES = 256 * 1024;

export const CONTENT_TYPES = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  bmp: 'image/bmp',
  avi: 'video/x-msvideo',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  msg: 'application/vnd.ms-outlook',
  zip: 'application/zip',
  txt: 'text/plain',
  csv: 'text/csv',
} as const;

const OOXML_TYPES = [CONTENT_TYPES.docx, CONTENT_TYPES.xlsx, CONTENT_TYPES.pptx];
/** An OLE compound file may be a Word or Excel 97-2003 document or an Outlook message. */
const OLE_TYPES = [CONTENT_TYPES.doc, CONTENT_TYPES.xls, CONTENT_TYPES.msg];
const TEXT_TYPES = [CONTENT_TYPES.txt, CONTENT_TYPES.csv];

const ascii = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));

function startsWith(bytes: Uint8Array, signature: ArrayLike<number>, offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  for (let i = 0; i < signature.length; i++) if (bytes[offset + i] !== signature[i]) return false;
  return true;
}

function indexOf(bytes: Uint8Array, signature: Uint8Array, from = 0, until = bytes.length): number {
  const last = Math.min(until, bytes.length - signature.length);
  for (let i = from; i <= last; i++) if (startsWith(bytes, signature, i)) return i;
  return -1;
}

const u16 = (bytes: Uint8Array, at: number) => (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
const u32 = (bytes: Uint8Array, at: number) => (u16(bytes, at) | (u16(bytes, at + 2) << 16)) >>> 0;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_LOCAL_HEADER = ascii('PK\x03\x04');
const PDF = ascii('%PDF-');
/** Sizes of the BMP info headers in use (BITMAPCOREHEADER … BITMAPV5HEADER). */
const BMP_INFO_HEADER_SIZES = new Set([12, 40, 52, 56, 64, 108, 124]);

/** Names of the zip entries whose local headers lie within `head`. */
export function zipEntryNames(head: Uint8Array): string[] {
  const names: string[] = [];
  const decoder = new TextDecoder('utf-8');
  let at = indexOf(head, ZIP_LOCAL_HEADER);
  while (at >= 0) {
    const nameLength = u16(head, at + 26);
    if (at + 30 + nameLength > head.length) break;
    names.push(decoder.decode(head.subarray(at + 30, at + 30 + nameLength)));
    at = indexOf(head, ZIP_LOCAL_HEADER, at + 30 + nameLength);
  }
  return names;
}

/**
 * The content types the start of a file matches by signature; empty when it matches none (it
 * may still be text, which needs every byte: see ContentSniffer).
 */
export function signatureTypes(head: Uint8Array): string[] {
  if (indexOf(head, PDF, 0, 1024) >= 0) return [CONTENT_TYPES.pdf];
  if (startsWith(head, PNG)) return [CONTENT_TYPES.png];
  if (startsWith(head, JPEG)) return [CONTENT_TYPES.jpeg];
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return [CONTENT_TYPES.gif];
  if (startsWith(head, ascii('BM')) && BMP_INFO_HEADER_SIZES.has(u32(head, 14))) return [CONTENT_TYPES.bmp];
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('AVI '), 8)) return [CONTENT_TYPES.avi];
  if (startsWith(head, OLE)) return OLE_TYPES;
  if (startsWith(head, ZIP_LOCAL_HEADER)) {
    const names = zipEntryNames(head);
    if (!names.includes('[Content_Types].xml')) return [CONTENT_TYPES.zip];
    const parts: string[] = [];
    if (names.some((name) => name.startsWith('word/'))) parts.push(CONTENT_TYPES.docx);
    if (names.some((name) => name.startsWith('xl/'))) parts.push(CONTENT_TYPES.xlsx);
    if (names.some((name) => name.startsWith('ppt/'))) parts.push(CONTENT_TYPES.pptx);
    // An Office package whose part folders lie beyond the head: any of the three.
    return parts.length > 0 ? parts : OOXML_TYPES;
  }
  return [];
}

/**
 * Follows a file as it streams: keeps its first SNIFF_HEAD_BYTES for signatures and checks that
 * the whole of it is UTF-8 without NUL bytes (what txt and csv files must be).
 */
export class ContentSniffer {
  #chunks: Uint8Array[] = [];
  #headLength = 0;
  #size = 0;
  #text = true;
  #decoder = new TextDecoder('utf-8', { fatal: true });

  push(chunk: Uint8Array): void {
    this.#size += chunk.length;
    if (this.#headLength < SNIFF_HEAD_BYTES) {
      const part = chunk.subarray(0, SNIFF_HEAD_BYTES - this.#headLength);
      this.#chunks.push(part);
      this.#headLength += part.length;
    }
    if (!this.#text) return;
    if (chunk.includes(0)) {
      this.#text = false;
      return;
    }
    try {
      this.#decoder.decode(chunk, { stream: true });
    } catch {
      this.#text = false;
    }
  }

  /** Bytes seen so far. */
  get size(): number {
    return this.#size;
  }

  /** Whether enough has been seen to decide by signature. */
  get headComplete(): boolean {
    return this.#headLength >= SNIFF_HEAD_BYTES;
  }

  get head(): Uint8Array {
    if (this.#chunks.length !== 1) this.#chunks = [Buffer.concat(this.#chunks)];
    return this.#chunks[0] ?? new Uint8Array(0);
  }

  /**
   * The types the file may be. Before the end, text types mean "text so far"; `finish()` gives
   * the final answer.
   */
  candidates(): string[] {
    const bySignature = signatureTypes(this.head);
    if (bySignature.length > 0) return bySignature;
    return this.#text && this.#size > 0 ? TEXT_TYPES : [];
  }

  /** The final candidates, once every byte has been pushed. */
  finish(): string[] {
    if (this.#text) {
      try {
        this.#decoder.decode();
      } catch {
        this.#text = false;
      }
    }
    return this.candidates();
  }
}

/** The types of a whole file held in memory. */
export function detectContentTypes(bytes: Uint8Array): string[] {
  const sniffer = new ContentSniffer();
  sniffer.push(bytes);
  return sniffer.finish();
}
