import { once } from 'node:events';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ExportCell, ExportLine } from './export-rows.ts';

/** Data rows per sheet: Excel's 1,048,576 rows less the header. */
const XLSX_ROWS_PER_SHEET = 1_048_575;

/** Bytes the writer may get ahead of the reader before it waits (keeps memory flat on a slow download). */
const HIGH_WATER = 4 * 1024 * 1024;

function cellValue(cell: ExportCell): string | number | boolean | null {
  return cell.value;
}

const CURRENCY_FORMAT = '#,##0.00';

/**
 * Streams the export as an .xlsx through exceljs' streaming WorkbookWriter: each row is committed
 * (written to the zip) as it arrives, strings inline (no shared-strings table held in memory), a new
 * sheet every XLSX_ROWS_PER_SHEET data rows with the header repeated. Waits for `output` to drain
 * when the reader is slower than the database.
 */
export async function writeXlsx(
  lines: AsyncIterable<ExportLine>,
  output: Writable,
  title: string,
  rowsPerSheet = XLSX_ROWS_PER_SHEET,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
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
    const values = line.kind === 'group' ? [line.label] : line.cells.map(cellValue);
    if (line.kind !== 'group' && currencyColumns.length === 0) {
      currencyColumns = line.cells.flatMap((cell, index) => (cell.type === 'CURRENCY' ? [index + 1] : []));
    }
    const row = sheet.addRow(values);
    for (const column of currencyColumns) row.getCell(column).numFmt = CURRENCY_FORMAT;
    if (line.kind === 'group' || line.kind === 'subtotal') row.font = { bold: true };
    row.commit();
    rowsInSheet += 1;
    if (output.writableLength > HIGH_WATER) await once(output, 'drain');
  }
  sheet.commit();
  await workbook.commit();
}
