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
  sheet.eachRow((row) => {
    if (rows.length >= maxRows) return;
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      cells[col - 1] = cell.text.trim();
      if (cell.type === ExcelJS.ValueType.Number) numbers.add(`${rows.length}:${col - 1}`);
    });
    rows.push(Array.from(cells, (c) => c ?? ''));
  });
  return { rows, numbers };
}
