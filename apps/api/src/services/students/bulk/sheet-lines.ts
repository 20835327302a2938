// The bulk enrolment's file read into lines of text by column: a CSV (UTF-8 or the Windows-1252 that Excel writes for
// 'CSV', ';' or ',') or the first sheet of an XLSX, read within ZIP_LIMITS.sheet. The header names the columns in any
// order, case or accents. Runs in a parse thread (read-sheet.ts); each cell is cut to what its column can hold.
import { AppError, validation } from '../../../errors.js';
import { BULK_ENROLMENT, DOCUMENT_TYPES, type ExportFormat, LIMITS, M } from '@edu/shared';
import { parse } from 'csv-parse/sync';
import { xlsxRows } from '../../../files/sheet-rows.js';
import { COLUMN_LABELS, type Column, plainText, type RawLine } from './sheet-columns.js';

/** The names a header may give each column, without accents and in lower case. */
const HEADERS: Record<Column, string[]> = {
  name: ['nombre', 'nombres'],
  lastname: ['apellidos', 'apellido'],
  typeDoc: ['tipo de documento', 'tipo documento', 'tipo'],
  dni: ['numero de documento', 'numero documento', 'nro de documento', 'documento', 'dni'],
  email: ['correo electronico', 'correo', 'email', 'e-mail'],
  phone: ['telefono', 'celular'],
};
const REQUIRED: Column[] = ['name', 'lastname', 'typeDoc', 'dni', 'email'];
/** longer than any header of HEADERS: a longer header cell names no column, and is not read whole */
const HEADER_CHARS = 64;

/**
 * The most a column's value can hold (the contract's limits): a cell is cut to one character past it, so that a value
 * too long is still refused as too long by the line's check, and the preview never echoes more than that.
 */
export const COLUMN_LIMITS: Record<Column, number> = {
  name: LIMITS.personName,
  lastname: LIMITS.personName,
  typeDoc: Math.max(...DOCUMENT_TYPES.map((t) => t.length)),
  dni: LIMITS.dni,
  email: LIMITS.email,
  phone: LIMITS.phone,
};

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

/** An XLSX's rows: past ZIP_LIMITS.sheet 413 with the limits, anything that is no workbook the bulk's 400. */
async function sheetRows(bytes: Buffer): Promise<{ rows: string[][]; numbers: Set<string> }> {
  try {
    return await xlsxRows(bytes, BULK_ENROLMENT.maxRows + 2);
  } catch (error) {
    if (error instanceof AppError && error.code === 'TOO_LARGE')
      throw new AppError('TOO_LARGE', error.message, { content: error.message });
    throw unreadable();
  }
}

/** The file's lines by column; refuses an unreadable file, missing columns, no line or too many. */
export async function sheetLines(format: ExportFormat, base64: string): Promise<RawLine[]> {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > BULK_ENROLMENT.maxBytes) throw validation(M.BULK_FILE_TOO_BIG, { content: M.BULK_FILE_TOO_BIG });
  const { rows, numbers } =
    format === 'csv' ? { rows: csvRows(bytes), numbers: new Set<string>() } : await sheetRows(bytes);
  const [header = [], ...body] = rows;
  const at = {} as Record<Column, number>;
  for (const column of Object.keys(HEADERS) as Column[]) {
    at[column] = header.findIndex((h) => HEADERS[column].includes(plainText(h.slice(0, HEADER_CHARS))));
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
        line[column] = at[column] < 0 ? '' : (cells[at[column]] ?? '').trim().slice(0, COLUMN_LIMITS[column] + 1);
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
