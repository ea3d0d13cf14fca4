import type { ExportCell, ExportLine } from './export-rows.ts';

/** RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled. */
function field(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function cellText(cell: ExportCell): string {
  const { value } = cell;
  if (value === null) return '';
  if (cell.type === 'CURRENCY' && typeof value === 'number') return value.toFixed(2);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  // A leading =, +, - or @ would run as a formula in a spreadsheet: text cells get a quote first.
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(value)) return `'${value}`;
  return String(value);
}

/** The CSV text of the export, a chunk of lines at a time as rows arrive (CRLF, no byte-order mark). */
export async function* csvChunks(lines: AsyncIterable<ExportLine>): AsyncGenerator<string> {
  let chunk = '';
  for await (const line of lines) {
    const cells =
      line.kind === 'header' ? line.cells : line.kind === 'group' ? [line.label] : line.cells.map(cellText);
    chunk += `${cells.map(field).join(',')}\r\n`;
    if (chunk.length >= 64 * 1024) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk !== '') yield chunk;
}
