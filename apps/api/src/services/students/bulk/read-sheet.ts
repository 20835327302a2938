// The bulk enrolment's file read into lines of text by column: a CSV (UTF-8 or the Windows-1252 that Excel writes
// for 'CSV', ';' or ',') or the first sheet of an XLSX. The header names the columns in any order, case or accents.
import { BULK_ENROLMENT, type ExportFormat, LIMITS, M } from '@edu/shared';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { validation } from '../../../errors.js';

export type Column = 'name' | 'lastname' | 'typeDoc' | 'dni' | 'email' | 'phone';
export type RawLine = { line: number } & Record<Column, string>;

/** The names a header may give each column, without accents and in lower case. */
const HEADERS: Record<Column, string[]> = {
  name: ['nombre', 'nombres'],
  lastname: ['apellidos', 'apellido'],
  typeDoc: ['tipo de documento', 'tipo documento', 'tipo'],
  dni: ['numero de documento', 'numero documento', 'nro de documento', 'documento', 'dni'],
  email: ['correo electronico', 'correo', 'email', 'e-mail'],
  phone: ['telefono', 'celular'],
};
/** The header's label of each column, for the messages (the template's own). */
export const COLUMN_LABELS: Record<Column, string> = {
  name: M.COL_NAME,
  lastname: M.COL_LASTNAME,
  typeDoc: M.COL_DOCUMENT_TYPE,
  dni: M.COL_DOCUMENT,
  email: M.COL_EMAIL,
  phone: M.COL_PHONE,
};
const REQUIRED: Column[] = ['name', 'lastname', 'typeDoc', 'dni', 'email'];

export const plainText = (v: string) =>
  v
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[.º°:]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

const unreadable = () => validation(M.BULK_UNREADABLE, { content: M.BULK_UNREADABLE });

function csvRows(bytes: Buffer): string[][] {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  try {
    return parse(text.replace(/^\uFEFF/, ''), {
      delimiter: [';', ',', '\t'],
      relax_column_count: true,
      relax_quotes: true,
      trim: true,
      to_line: BULK_ENROLMENT.maxRows + 2,
    });
  } catch {
    throw unreadable();
  }
}

/** A sheet's rows as text; `numbers` marks the cells that held a number (a DNI typed in Excel loses its leading zeros). */
async function xlsxRows(bytes: Buffer, numbers: Set<string>): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw unreadable();
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw unreadable();
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    if (rows.length > BULK_ENROLMENT.maxRows + 1) return;
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      cells[col - 1] = cell.text.trim();
      if (cell.type === ExcelJS.ValueType.Number) numbers.add(`${rows.length}:${col - 1}`);
    });
    rows.push(Array.from(cells, (c) => c ?? ''));
  });
  return rows;
}

/** The file's lines by column; refuses an unreadable file, missing columns, no line or too many. */
export async function readSheet(format: ExportFormat, base64: string): Promise<RawLine[]> {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > BULK_ENROLMENT.maxBytes) throw validation(M.BULK_FILE_TOO_BIG, { content: M.BULK_FILE_TOO_BIG });
  const numbers = new Set<string>();
  const rows = format === 'csv' ? csvRows(bytes) : await xlsxRows(bytes, numbers);
  const [header = [], ...body] = rows;
  const at = {} as Record<Column, number>;
  for (const column of Object.keys(HEADERS) as Column[]) {
    at[column] = header.findIndex((h) => HEADERS[column].includes(plainText(h)));
  }
  const missing = REQUIRED.filter((c) => at[c] < 0);
  if (missing.length) {
    const text = M.bulkMissingColumns(missing.map((c) => COLUMN_LABELS[c]));
    throw validation(text, { content: text });
  }
  const lines = body
    .map((cells, i) => {
      const line = { line: i + 2 } as RawLine;
      for (const column of Object.keys(HEADERS) as Column[])
        line[column] = at[column] < 0 ? '' : (cells[at[column]] ?? '').trim();
      // a DNI has 8 digits (04 §2.1): the zeros a number cell dropped are put back
      if (numbers.has(`${i + 1}:${at.dni}`) && plainText(line.typeDoc) === 'dni')
        line.dni = line.dni.padStart(LIMITS.dni, '0');
      return line;
    })
    .filter((l) => (Object.keys(HEADERS) as Column[]).some((c) => l[c]));
  if (!lines.length) throw validation(M.BULK_EMPTY, { content: M.BULK_EMPTY });
  if (lines.length > BULK_ENROLMENT.maxRows) throw validation(M.BULK_TOO_MANY_ROWS, { content: M.BULK_TOO_MANY_ROWS });
  return lines;
}
