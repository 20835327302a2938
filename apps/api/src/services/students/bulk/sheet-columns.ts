// The columns of the bulk enrolment's file: their names, the header's label of each, and how a header cell is compared.
import { M } from '@edu/shared';

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
