// A statement's rows read through a mapping (docs/decisions/0061-bank-statements.md): each line's Lima date, amount
// (credits positive), balance, description and operation number, its problem in Spanish, and the key that stores it
// once. Runs in a parse thread with statement-file.ts (workers/tasks.ts).
import { createHash } from 'node:crypto';
import {
  M,
  STATEMENT_COLUMNS,
  STATEMENTS,
  type StatementColumn,
  type StatementLine,
  type StatementMapping,
} from '@edu/shared';
import { validation } from '../../errors.js';
import { guessMapping, plain } from './guess-mapping.js';
import { parseAmount, parseDate } from './statement-values.js';
import { type StatementRows, statementRows } from './statement-file.js';

export interface KeyedLine extends StatementLine {
  /** 'op:…' or 'line:…' (null on a line with a problem) */
  key: string | null;
}

export interface StatementRead {
  headers: string[];
  mapping: StatementMapping;
  mapping_from: 'given' | 'saved' | 'guessed';
  mapping_problem: string | null;
  lines: KeyedLine[];
}

const MAPPING_FIELD: Record<StatementColumn, keyof StatementMapping> = {
  date: 'date_column',
  description: 'description_column',
  operation: 'operation_column',
  amount: 'amount_column',
  balance: 'balance_column',
};

/** Where each mapped column is, or the problem of the first one that is not in the file. */
function resolveColumns(mapping: StatementMapping, headers: string[], width: number) {
  const at: Partial<Record<StatementColumn, number>> = {};
  const names = headers.map(plain);
  for (const column of STATEMENT_COLUMNS) {
    const ref = mapping[MAPPING_FIELD[column]] as string | undefined;
    if (!ref) continue;
    const index = /^\d+$/.test(ref) ? Number(ref) - 1 : names.indexOf(plain(ref));
    if (index < 0 || index >= width)
      return { at, problem: M.statementMissingColumn(M.STATEMENT_COLUMN_LABELS[column], ref) };
    at[column] = index;
  }
  return { at, problem: null };
}

/** The file read with `mapping` (given or saved), or with one guessed from its headers. */
export async function statementLines(
  bytes: Uint8Array,
  chosen: { mapping: StatementMapping; from: 'given' | 'saved' } | null,
): Promise<StatementRead> {
  const file = await statementRows(bytes, chosen?.mapping.encoding ?? null);
  const mapping = chosen?.mapping ?? guessMapping(file);
  const from: StatementRead['mapping_from'] = chosen?.from ?? 'guessed';
  const headers = (file.rows[mapping.header_row - 1] ?? []).map((h) => h.slice(0, STATEMENTS.columnName));
  const body = file.rows.slice(mapping.header_row);
  const width = Math.max(headers.length, ...body.slice(0, 50).map((r) => r.length));
  const read = { headers, mapping, mapping_from: from, lines: [] as KeyedLine[] };
  if (file.notUtf8 && chosen) return { ...read, mapping_problem: M.STATEMENT_WRONG_ENCODING };
  const { at, problem } = resolveColumns(mapping, headers, width);
  if (problem) return { ...read, mapping_problem: problem };
  const lines: KeyedLine[] = [];
  const seen = new Map<string, number>();
  for (let i = 0; i < body.length; i++) {
    const cells = body[i];
    if (!cells.some((c) => c)) continue;
    if (lines.length >= STATEMENTS.maxLines)
      throw validation(M.statementTooManyLines(STATEMENTS.maxLines), {
        file: M.statementTooManyLines(STATEMENTS.maxLines),
      });
    const r = mapping.header_row + i;
    lines.push(lineOf(file, mapping, at, cells, r, seen));
  }
  if (!lines.length) throw validation(M.STATEMENT_EMPTY, { file: M.STATEMENT_EMPTY });
  return { ...read, mapping_problem: null, lines };
}

function lineOf(
  file: StatementRows,
  mapping: StatementMapping,
  at: Partial<Record<StatementColumn, number>>,
  cells: string[],
  row: number,
  seen: Map<string, number>,
): KeyedLine {
  const cell = (c: StatementColumn) => (at[c] === undefined ? '' : (cells[at[c]] ?? '').trim());
  const isValue = (c: StatementColumn, set: Set<string>) => at[c] !== undefined && set.has(`${row}:${at[c]}`);
  const date = parseDate(cell('date'), isValue('date', file.dates) ? 'YYYY-MM-DD' : mapping.date_format);
  const amount = parseAmount(cell('amount'), isValue('amount', file.numbers) ? 'point' : mapping.decimal);
  const balanceText = cell('balance');
  const balance = balanceText
    ? parseAmount(balanceText, isValue('balance', file.numbers) ? 'point' : mapping.decimal)
    : null;
  const description = cell('description').replace(/\s+/g, ' ').slice(0, STATEMENTS.description);
  const operation = cell('operation').replace(/\s+/g, '').slice(0, STATEMENTS.operationNumber) || null;
  let problem: string | null = null;
  if (!cell('date')) problem = M.STATEMENT_DATE_MISSING;
  else if (!date) problem = M.statementBadDate(cell('date'), M.STATEMENT_DATE_FORMAT_LABELS[mapping.date_format]);
  else if (!cell('amount')) problem = M.STATEMENT_AMOUNT_MISSING;
  else if (amount === null) problem = M.statementBadAmount(cell('amount'));
  else if (balanceText && balance === null) problem = M.statementBadBalance(balanceText);
  const line = {
    line: row + 1,
    moved_at: date,
    description,
    operation_number: operation,
    amount,
    balance,
    problem,
  };
  return { ...line, key: problem ? null : keyOf(line, seen) };
}

/**
 * 'op:' and the bank's operation number; else 'line:', a hash of what the line says and its occurrence among the
 * file's identical lines (two equal payments on one day are two movements; the same file again gives the same keys).
 */
function keyOf(line: StatementLine, seen: Map<string, number>): string {
  if (line.operation_number) return `op:${line.operation_number.toUpperCase()}`;
  const content = [line.moved_at, line.amount, line.balance ?? '', line.description.toUpperCase()].join('|');
  const hash = createHash('sha256').update(content).digest('base64url').slice(0, 32);
  const n = (seen.get(hash) ?? 0) + 1;
  seen.set(hash, n);
  return `line:${hash}:${n}`;
}
