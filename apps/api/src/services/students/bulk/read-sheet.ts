// The bulk enrolment's file read into lines of text by column (sheet-lines.ts), in a parse thread rather than on the
// event loop (docs/decisions/0046-files-that-expand.md): ExcelJS takes about a second for a large sheet.
import { type ExportFormat, M } from '@edu/shared';
import { parseOffLoop } from '../../../workers/pool.js';

export type Column = 'name' | 'lastname' | 'typeDoc' | 'dni' | 'email' | 'phone';
export type RawLine = { line: number } & Record<Column, string>;

/** The header's label of each column, for the messages (the template's own). */
export const COLUMN_LABELS: Record<Column, string> = {
  name: M.COL_NAME,
  lastname: M.COL_LASTNAME,
  typeDoc: M.COL_DOCUMENT_TYPE,
  dni: M.COL_DOCUMENT,
  email: M.COL_EMAIL,
  phone: M.COL_PHONE,
};

export const plainText = (v: string) =>
  v
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[.º°:]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The file's lines by column; refuses an unreadable file, missing columns, no line or too many (sheet-lines.ts). */
export function readSheet(format: ExportFormat, base64: string): Promise<RawLine[]> {
  return parseOffLoop('sheetLines', { format, base64 });
}
