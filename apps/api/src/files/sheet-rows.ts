// A spreadsheet's first sheet as rows of text (docs/decisions/0046-files-that-expand.md). The XLSX is inflated within
// ZIP_LIMITS.sheet (files/zip-limits.ts) and ExcelJS reads only those bytes, packed again without compression: it
// would otherwise inflate every part whole, whatever its size, and its zip reader could find another directory in the
// same file than ours did. Slow for a large sheet: run it in a parse thread (workers/pool.ts).
import { ZIP_LIMITS } from '@edu/shared';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { inflateZip } from './zip-limits.js';

export interface SheetRows {
  rows: string[][];
  /** `row:column` (from 0) of the cells that held a number: a DNI typed in Excel loses its leading zeros */
  numbers: Set<string>;
  /** `row:column` of the cells that held a date, whose text is then 'YYYY-MM-DD HH:mm:ss' (the wall clock Excel shows) */
  dates: Set<string>;
  /** the addresses ('C5') of the cells that held a formula, whose text is then its last value */
  formulas: string[];
}

/**
 * The first sheet's first `maxRows` rows. Refuses with TOO_LARGE past ZIP_LIMITS.sheet and BAD_FILE_TYPE for a zip
 * that is no workbook; anything ExcelJS cannot read throws its own error.
 */
export async function xlsxRows(bytes: Buffer, maxRows: number): Promise<SheetRows> {
  const parts = await inflateZip(bytes, { limits: ZIP_LIMITS.sheet, format: 'xlsx' });
  const packed = new JSZip();
  for (const [name, data] of parts) packed.file(name, data);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(
    (await packed.generateAsync({ type: 'nodebuffer', compression: 'STORE' })) as unknown as ArrayBuffer,
  );
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('a workbook without sheets');
  const rows: string[][] = [];
  const numbers = new Set<string>();
  const dates = new Set<string>();
  const formulas: string[] = [];
  sheet.eachRow((row) => {
    if (rows.length >= maxRows) return;
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      const at = `${rows.length}:${col - 1}`;
      if (cell.type === ExcelJS.ValueType.Formula) formulas.push(cell.address);
      if (cell.type === ExcelJS.ValueType.Date && cell.value instanceof Date) {
        // ExcelJS gives Excel's wall clock as a UTC moment
        cells[col - 1] = cell.value.toISOString().slice(0, 19).replace('T', ' ');
        dates.add(at);
        return;
      }
      cells[col - 1] = cell.text.trim();
      if (cell.type === ExcelJS.ValueType.Number) numbers.add(at);
    });
    rows.push(Array.from(cells, (c) => c ?? ''));
  });
  return { rows, numbers, dates, formulas };
}
