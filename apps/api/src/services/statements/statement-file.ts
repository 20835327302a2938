// A statement's file as rows of text (docs/decisions/0061-bank-statements.md): a CSV in UTF-8, or in Windows-1252
// when the mapping says so (Peruvian banks' older exports are Latin-1), or the first sheet of an XLSX read within
// ZIP_LIMITS.sheet (files/sheet-rows.ts). Refuses a cell that starts a formula. Runs in a parse thread.
import { M, STATEMENTS, type StatementEncoding } from '@edu/shared';
import { parse } from 'csv-parse/sync';
import { AppError, validation } from '../../errors.js';
import { xlsxRows } from '../../files/sheet-rows.js';

export interface StatementRows {
  rows: string[][];
  /** `row:column` (from 0) of XLSX cells that held a number or a date: read as such, whatever the mapping says */
  numbers: Set<string>;
  dates: Set<string>;
  /** the CSV was not UTF-8 (and was read as Windows-1252) */
  notUtf8: boolean;
}

/** rows read at most: the title rows above the header, the header, the lines and one more to tell there are more */
const MAX_ROWS = STATEMENTS.headerRowMax + STATEMENTS.maxLines + 1;

const refuse = (message: string) => validation(message, { file: message });

/** A text that a spreadsheet would run: =, +, - or @ first, unless it is a number ('-50.00', '+1,234.50'). */
export function startsFormula(text: string): boolean {
  if (!/^[=+\-@]/.test(text) || /^-+$/.test(text)) return false;
  return !/^[+-]\s*(S\/\.?\s*)?\d[\d.,\s]*$/i.test(text);
}

/** 'A', 'B' … 'AA' for a column from 0. */
export function columnLetters(index: number): string {
  let n = index + 1;
  let out = '';
  while (n > 0) {
    out = String.fromCharCode(65 + ((n - 1) % 26)) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

function decode(bytes: Uint8Array, encoding: StatementEncoding | null): { text: string; notUtf8: boolean } {
  if (encoding === 'windows-1252') return { text: new TextDecoder('windows-1252').decode(bytes), notUtf8: false };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), notUtf8: false };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), notUtf8: true };
  }
}

/** ';' or a tab when most of the first lines hold one (a decimal comma file uses ';'), else ','. */
function delimiterOf(text: string): string {
  const lines = text
    .split(/\r?\n/, 40)
    .filter((l) => l.trim())
    .slice(0, 20);
  const most = (c: string) => lines.filter((l) => l.includes(c)).length * 2 >= lines.length;
  if (most('\t')) return '\t';
  if (most(';')) return ';';
  return ',';
}

function csvRows(bytes: Uint8Array, encoding: StatementEncoding | null) {
  const { text, notUtf8 } = decode(bytes, encoding);
  if (text.includes('\u0000')) throw refuse(M.STATEMENT_UNREADABLE);
  const clean = text.replace(/^\uFEFF/, '');
  try {
    const rows: string[][] = parse(clean, {
      delimiter: delimiterOf(clean),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      trim: true,
      to_line: MAX_ROWS,
    });
    return { rows, notUtf8 };
  } catch {
    throw refuse(M.STATEMENT_UNREADABLE);
  }
}

async function sheetRows(bytes: Uint8Array) {
  try {
    return await xlsxRows(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), MAX_ROWS);
  } catch (error) {
    if (error instanceof AppError && error.code === 'TOO_LARGE')
      throw new AppError('TOO_LARGE', error.message, { file: error.message });
    throw refuse(M.STATEMENT_UNREADABLE);
  }
}

const isZip = (b: Uint8Array) => b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;

/** The file's rows; a formula anywhere refuses it (it is someone's edit, not the bank's export). */
export async function statementRows(bytes: Uint8Array, encoding: StatementEncoding | null): Promise<StatementRows> {
  if (!bytes.length) throw refuse(M.STATEMENT_EMPTY);
  if (isZip(bytes)) {
    const sheet = await sheetRows(bytes);
    if (sheet.formulas.length) throw refuse(M.statementFormulaCell(sheet.formulas[0]));
    checkTexts(sheet.rows, (r, c) => sheet.numbers.has(`${r}:${c}`) || sheet.dates.has(`${r}:${c}`));
    return { rows: sheet.rows, numbers: sheet.numbers, dates: sheet.dates, notUtf8: false };
  }
  const { rows, notUtf8 } = csvRows(bytes, encoding);
  checkTexts(rows, () => false);
  return { rows, numbers: new Set(), dates: new Set(), notUtf8 };
}

function checkTexts(rows: string[][], isValue: (r: number, c: number) => boolean) {
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r];
    for (let c = 0; c < row.length; c++) {
      if (row[c] && !isValue(r, c) && startsFormula(row[c]))
        throw refuse(M.statementFormulaCell(`${columnLetters(c)}${r + 1}`));
    }
  }
}
