import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ExportLine, ExportType } from './export-rows.ts';
import type { ReportValue } from './report-values.ts';

/** Characters that make a field quoted (RFC 4180) and that make a spreadsheet run text as a formula. */
const NEEDS_QUOTES = /[",\r\n]/;
const FORMULA_START = /^[=+\-@\t\r]/;
/** A chunk of the file: big enough to keep writes few, small enough that a download holds little. */
const CHUNK_CHARS = 64 * 1024;

/** RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled. */
function field(text: string): string {
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function cellText(type: ExportType | undefined, value: ReportValue): string {
  if (value === null) return '';
  if (type === 'CURRENCY' && typeof value === 'number') return value.toFixed(2);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  // A leading =, +, - or @ would run as a formula in a spreadsheet: text cells get a quote first.
  if (typeof value === 'string' && FORMULA_START.test(value)) return `'${value}`;
  return String(value);
}

/** One line of the file, without its CRLF: the fields written straight into one string. */
function csvLine(line: ExportLine, types: readonly ExportType[]): string {
  if (line.kind === 'group') return field(line.label);
  if (line.kind === 'header') return line.cells.map(field).join(',');
  let text = '';
  for (let index = 0; index < line.values.length; index += 1) {
    if (index > 0) text += ',';
    text += field(cellText(types[index], line.values[index] ?? null));
  }
  return text;
}

/**
 * The CSV text of the export, a chunk of lines at a time as rows arrive (CRLF, no byte-order mark).
 * The lines of a chunk are gathered and joined once, so a chunk is one flat string rather than a
 * chain of thousands of concatenations.
 */
export async function* csvChunks(lines: AsyncIterable<ExportLine>): AsyncGenerator<string> {
  let types: readonly ExportType[] = [];
  let pending: string[] = [];
  let size = 0;
  for await (const line of lines) {
    if (line.kind === 'header') types = line.types;
    const text = csvLine(line, types);
    pending.push(text);
    size += text.length + 2;
    if (size >= CHUNK_CHARS) {
      pending.push('');
      yield pending.join('\r\n');
      pending = [];
      size = 0;
    }
  }
  if (pending.length > 0) {
    pending.push('');
    yield pending.join('\r\n');
  }
}

/** Writes the CSV to `output` as fast as it drains (pipeline: rows wait while the download does). */
export async function writeCsv(lines: AsyncIterable<ExportLine>, output: Writable): Promise<void> {
  await pipeline(Readable.from(csvChunks(lines)), output);
}
