import { type FileTypeResult, fileTypeFromBuffer } from 'file-type';

/**
 * What a file is, from its bytes: the formats the product accepts, recognised by their signatures
 * ("magic bytes", through file-type), and UTF-8 text. The type a browser claims is never used.
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

/** An OLE compound file may be a Word or Excel 97-2003 document or an Outlook message. */
const OLE_TYPES = [CONTENT_TYPES.doc, CONTENT_TYPES.xls, CONTENT_TYPES.msg];
const TEXT_TYPES = [CONTENT_TYPES.txt, CONTENT_TYPES.csv];

/**
 * Our types for each file-type extension we accept. Mapped by extension, not by file-type's MIME
 * type, so that our names stay the ones the rest of the product uses (file-type says
 * `video/vnd.avi`). Anything else file-type recognises (executables, macro-enabled Office files,
 * archives other than zip, …) is not an accepted type.
 */
const TYPES_BY_EXTENSION: Readonly<Record<string, readonly string[]>> = {
  pdf: [CONTENT_TYPES.pdf],
  png: [CONTENT_TYPES.png],
  // An animated PNG is a PNG (same signature, shown by every browser); file-type names it apart.
  apng: [CONTENT_TYPES.png],
  jpg: [CONTENT_TYPES.jpeg],
  gif: [CONTENT_TYPES.gif],
  bmp: [CONTENT_TYPES.bmp],
  avi: [CONTENT_TYPES.avi],
  docx: [CONTENT_TYPES.docx],
  xlsx: [CONTENT_TYPES.xlsx],
  pptx: [CONTENT_TYPES.pptx],
  cfb: OLE_TYPES,
  zip: [CONTENT_TYPES.zip],
};

function acceptedTypes(detected: FileTypeResult | undefined): string[] {
  return detected ? [...(TYPES_BY_EXTENSION[detected.ext] ?? [])] : [];
}

/**
 * Follows a file as it streams: keeps its first SNIFF_HEAD_BYTES for signatures and checks that
 * the whole of it is UTF-8 without NUL bytes (what txt and csv files must be; file-type does not
 * detect text).
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
  async candidates(): Promise<string[]> {
    const bySignature = acceptedTypes(await fileTypeFromBuffer(this.head));
    if (!this.#text || this.#size === 0) return bySignature;
    // Bytes that are UTF-8 without NUL are text, whatever their first letters look like: real
    // files of the binary formats we accept always carry zero bytes or bytes that are not UTF-8
    // in their headers, so a match on printable magic ("BM" for BMP, "MZ" for an executable) is a
    // coincidence, and text formats file-type names (XML, SVG, …) are still text. Only a PDF can
    // be all text and still a PDF.
    return bySignature.includes(CONTENT_TYPES.pdf) ? bySignature : TEXT_TYPES;
  }

  /** The final candidates, once every byte has been pushed. */
  async finish(): Promise<string[]> {
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
export function detectContentTypes(bytes: Uint8Array): Promise<string[]> {
  const sniffer = new ContentSniffer();
  sniffer.push(bytes);
  return sniffer.finish();
}
