import { EventEmitter } from 'node:events';
import { PassThrough, type Writable } from 'node:stream';
import type ExcelJS from 'exceljs';
import type { ExportLine } from './export-rows.ts';

/** Data rows per sheet: Excel's 1,048,576 rows less the header. */
const XLSX_ROWS_PER_SHEET = 1_048_575;

/** Bytes of a sheet's XML that may wait for the zip before the rows wait (keeps memory flat on a slow download). */
const HIGH_WATER = 1024 * 1024;

/** What the zip (archiver, inside exceljs) offers to take a file's bytes from. */
interface ZipEntries {
  append(source: NodeJS.ReadableStream, entry: { name: string }): unknown;
}

function isZipEntries(value: unknown): value is ZipEntries {
  return typeof value === 'object' && value !== null && typeof Reflect.get(value, 'append') === 'function';
}

/** exceljs writes strings and its own StringBuf, whose toBuffer() answers a fresh copy. */
function bytesOf(data: unknown): Buffer | string {
  if (typeof data === 'string' || Buffer.isBuffer(data)) return data;
  const toBuffer: unknown = typeof data === 'object' && data !== null ? Reflect.get(data, 'toBuffer') : null;
  if (typeof toBuffer === 'function') {
    const bytes: unknown = toBuffer.call(data);
    if (Buffer.isBuffer(bytes)) return bytes;
  }
  throw new Error('The spreadsheet writer wrote something that is not text');
}

/**
 * A file of the workbook on its way into the zip, in place of exceljs' own buffer: exceljs hands
 * the zip its buffer through a PassThrough it writes to without ever waiting, so on a download
 * slower than the rows (deflate alone is) a million-row sheet piled up outside the heap (381 MB).
 * Here the zip reads `xml` at its own pace, and `xml.writableLength` tells the rows when to wait.
 */
class ZipFileStream extends EventEmitter {
  readonly xml = new PassThrough({ highWaterMark: HIGH_WATER });
  write(data: unknown): boolean {
    return this.xml.write(bytesOf(data));
  }
  /** exceljs pauses the buffer it would have made; the zip pulls from `xml` itself. */
  pause(): void {}
  end(): void {
    this.xml.end();
    // What exceljs' workbook waits for before it writes the files that close the zip.
    this.emit('finish');
    this.emit('zipped');
  }
}

/** Makes the workbook open each file (the sheets) as a ZipFileStream; answers the files opened so far. */
function streamFilesWithBackPressure(workbook: ExcelJS.stream.xlsx.WorkbookWriter): ZipFileStream[] {
  const zip: unknown = Reflect.get(workbook, 'zip');
  if (!isZipEntries(zip)) throw new Error('The spreadsheet writer has no zip to stream into');
  const files: ZipFileStream[] = [];
  Object.assign(workbook, {
    _openStream(name: string): ZipFileStream {
      const file = new ZipFileStream();
      zip.append(file.xml, { name });
      files.push(file);
      return file;
    },
  });
  return files;
}

/** Until `file` drains or the download closes (a reader who left never drains it). */
function drained(file: ZipFileStream, output: Writable): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      file.xml.off('drain', done);
      output.off('close', done);
      resolve();
    };
    file.xml.once('drain', done);
    output.once('close', done);
  });
}

const CURRENCY_FORMAT = '#,##0.00';

/**
 * Streams the export as an .xlsx through exceljs' streaming WorkbookWriter: each row is committed
 * (written to the zip) as it arrives, strings inline (no shared-strings table held in memory), a new
 * sheet every XLSX_ROWS_PER_SHEET data rows with the header repeated. When the zip has not taken
 * the sheet's last HIGH_WATER bytes (it writes no faster than `output` drains) the rows wait, so
 * what a download holds is a few MB whatever its size.
 */
export async function writeXlsx(
  lines: AsyncIterable<ExportLine>,
  output: Writable,
  title: string,
  rowsPerSheet = XLSX_ROWS_PER_SHEET,
): Promise<void> {
  // Loaded on the first export, not at start-up: exceljs and its zip stack are about 835 modules
  // (0.4 s of every api, worker and test start) that only this download uses.
  const { default: excel } = await import('exceljs');
  const workbook = new excel.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  const files = streamFilesWithBackPressure(workbook);
  const sheetName = (index: number) =>
    `${title.replace(/[\\/?*[\]:]/g, ' ').slice(0, 24) || 'Report'}${index > 1 ? ` (${index})` : ''}`;
  let header: string[] = [];
  let sheetIndex = 1;
  let sheet = workbook.addWorksheet(sheetName(sheetIndex));
  let rowsInSheet = 0;
  let currencyColumns: number[] = [];
  for await (const line of lines) {
    // A cancelled download: stop reading rows rather than zip them into a closed socket.
    if (output.destroyed) throw new Error('The download was cancelled');
    if (line.kind === 'header') {
      header = line.cells;
      currencyColumns = line.types.flatMap((type, index) => (type === 'CURRENCY' ? [index + 1] : []));
      sheet.addRow(header).commit();
      continue;
    }
    if (rowsInSheet >= rowsPerSheet) {
      sheet.commit();
      sheetIndex += 1;
      sheet = workbook.addWorksheet(sheetName(sheetIndex));
      sheet.addRow(header).commit();
      rowsInSheet = 0;
    }
    const row = sheet.addRow(line.kind === 'group' ? [line.label] : line.values);
    for (const column of currencyColumns) row.getCell(column).numFmt = CURRENCY_FORMAT;
    if (line.kind === 'group' || line.kind === 'subtotal') row.font = { bold: true };
    row.commit();
    rowsInSheet += 1;
    const file = files.at(-1);
    if (file && file.xml.writableLength > HIGH_WATER) {
      await drained(file, output);
      if (output.destroyed) throw new Error('The download was cancelled');
    }
  }
  sheet.commit();
  await workbook.commit();
}
