// The mapping suggested for an account's first statement (docs/decisions/0061-bank-statements.md): the header row is
// the first of the top rows that names a date and an amount as Peruvian banks and apps write them ('Fecha de
// operación', 'Monto', 'Importe', 'Saldo contable', 'N° Operación'…); the date format and the decimal separator are
// read from the first lines under it. The person checks it in the preview before the first import.
import { STATEMENTS, type StatementColumn, type StatementMapping } from '@edu/shared';
import type { StatementRows } from './statement-file.js';

/** lower case, no accents, letters and digits only: 'N° Operación' → 'noperacion' */
export const plain = (v: string) =>
  v
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

const IS: Record<StatementColumn, (h: string) => boolean> = {
  date: (h) => h.startsWith('fecha') || h === 'date',
  amount: (h) => /^(monto|importe|abonocargo|amount)/.test(h),
  balance: (h) => h.startsWith('saldo') || h === 'balance',
  operation: (h) =>
    /(operacion|nrooper|numoper|noper|codoperacion|^referencia$)/.test(h) && !/^(fecha|descripcion|tipo)/.test(h),
  description: (h) => /^(descripcion|concepto|detalle|glosa|movimiento|origen|destino|mensaje)/.test(h),
};

function headerRow(rows: string[][]) {
  const top = Math.min(rows.length, STATEMENTS.headerRowMax);
  for (let r = 0; r < top; r++) {
    const names = rows[r].map(plain);
    if (names.some(IS.date) && names.some(IS.amount)) return r;
  }
  return 0;
}

function dateFormatOf(samples: string[]): StatementMapping['date_format'] {
  const first = samples.find((s) => /\d/.test(s)) ?? '';
  if (/^\d{4}-\d{1,2}-\d{1,2}/.test(first)) return 'YYYY-MM-DD';
  if (/^\d{1,2}-\d{1,2}-\d{4}/.test(first)) return 'DD-MM-YYYY';
  if (/^\d{1,2}\/\d{1,2}\/\d{2}(?!\d)/.test(first)) return 'DD/MM/YY';
  return 'DD/MM/YYYY';
}

function decimalOf(samples: string[]): StatementMapping['decimal'] {
  const comma = samples.filter((s) => /,\d{1,2}\)?-?$/.test(s)).length;
  const point = samples.filter((s) => /\.\d{1,2}\)?-?$/.test(s)).length;
  return comma > point ? 'comma' : 'point';
}

export function guessMapping(file: StatementRows): StatementMapping {
  const r = headerRow(file.rows);
  const names = (file.rows[r] ?? []).map(plain);
  const header = file.rows[r] ?? [];
  const find = (column: StatementColumn) => {
    const i = names.findIndex(IS[column]);
    return i < 0 ? undefined : header[i] || String(i + 1);
  };
  const body = file.rows.slice(r + 1, r + 21);
  // the cells a bank wrote as text: an XLSX's date and number cells are read as such whatever the mapping says
  const sample = (column: string | undefined) => {
    const i = column ? header.indexOf(column) : -1;
    if (i < 0) return [];
    const typed = (j: number) => file.dates.has(`${r + 1 + j}:${i}`) || file.numbers.has(`${r + 1 + j}:${i}`);
    return body.flatMap((row, j) => (typed(j) ? [] : [(row[i] ?? '').trim()])).filter(Boolean);
  };
  const date = find('date') ?? '1';
  const amount = find('amount') ?? '2';
  return {
    date_column: date,
    description_column: find('description'),
    operation_column: find('operation'),
    amount_column: amount,
    balance_column: find('balance'),
    decimal: decimalOf([...sample(amount), ...sample(find('balance'))]),
    date_format: dateFormatOf(sample(date)),
    header_row: r + 1,
    encoding: file.notUtf8 ? 'windows-1252' : 'utf-8',
  };
}
