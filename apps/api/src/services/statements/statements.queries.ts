// The bank statements' SQL (docs/decisions/0061-bank-statements.md): every statement names the entity.
import type { StatementMapping } from '@edu/shared';
import type { Db } from '../../db/client.js';
import type { KeyedLine } from './statement-lines.js';

/** The account, when it is the entity's. */
export async function accountOfEntity(db: Db, entityId: string, accountId: string) {
  const rows = await db.query<{ id: string }>('SELECT id FROM payment_accounts WHERE id = $1 AND entity_id = $2', [
    accountId,
    entityId,
  ]);
  return rows[0];
}

export interface AccountRow {
  id: string;
  kind: 'yape' | 'plin' | 'bank' | 'deposit';
  bank: string | null;
  bank_name: string | null;
  number: string;
  holder: string;
  is_active: boolean;
  has_mapping: boolean;
  movements: number;
  last_import_at: Date | null;
}

/** The entity's accounts in the checkout's order, with whether their columns are saved and what was imported. */
export async function accountsWithStatements(db: Db, entityId: string) {
  return db.query<AccountRow>(
    `SELECT a.id, a.kind, a.bank, a.bank_name, a.number, a.holder, a.is_active,
            EXISTS (SELECT 1 FROM statement_mappings s WHERE s.account_id = a.id) AS has_mapping,
            (SELECT count(*)::int FROM bank_movements m WHERE m.entity_id = a.entity_id AND m.account_id = a.id) AS movements,
            (SELECT max(i.created_at) FROM statement_imports i WHERE i.entity_id = a.entity_id AND i.account_id = a.id)
              AS last_import_at
       FROM payment_accounts a WHERE a.entity_id = $1 ORDER BY a.position, a.seq`,
    [entityId],
  );
}

interface MappingRow {
  date_column: string;
  description_column: string | null;
  operation_column: string | null;
  amount_column: string;
  balance_column: string | null;
  decimal_separator: StatementMapping['decimal'];
  date_format: StatementMapping['date_format'];
  header_row: number;
  encoding: StatementMapping['encoding'];
}

const orNone = (v: string | null) => v ?? undefined;
const mappingOfRow = (r: MappingRow): StatementMapping => ({
  date_column: r.date_column,
  description_column: orNone(r.description_column),
  operation_column: orNone(r.operation_column),
  amount_column: r.amount_column,
  balance_column: orNone(r.balance_column),
  decimal: r.decimal_separator,
  date_format: r.date_format,
  header_row: r.header_row,
  encoding: r.encoding,
});

export async function mappingOf(db: Db, entityId: string, accountId: string): Promise<StatementMapping | null> {
  const rows = await db.query<MappingRow>(
    `SELECT date_column, description_column, operation_column, amount_column, balance_column, decimal_separator,
            date_format, header_row, encoding
       FROM statement_mappings WHERE account_id = $1 AND entity_id = $2`,
    [accountId, entityId],
  );
  return rows[0] ? mappingOfRow(rows[0]) : null;
}

export async function saveMapping(db: Db, entityId: string, accountId: string, m: StatementMapping, userId: string) {
  await db.query(
    `INSERT INTO statement_mappings (account_id, entity_id, date_column, description_column, operation_column,
            amount_column, balance_column, decimal_separator, date_format, header_row, encoding, updated_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     ON CONFLICT (account_id) DO UPDATE SET date_column = EXCLUDED.date_column,
       description_column = EXCLUDED.description_column, operation_column = EXCLUDED.operation_column,
       amount_column = EXCLUDED.amount_column, balance_column = EXCLUDED.balance_column,
       decimal_separator = EXCLUDED.decimal_separator, date_format = EXCLUDED.date_format,
       header_row = EXCLUDED.header_row, encoding = EXCLUDED.encoding, updated_by = EXCLUDED.updated_by,
       updated_at = now()
     WHERE statement_mappings.entity_id = EXCLUDED.entity_id`,
    [
      accountId,
      entityId,
      m.date_column,
      m.description_column ?? null,
      m.operation_column ?? null,
      m.amount_column,
      m.balance_column ?? null,
      m.decimal,
      m.date_format,
      m.header_row,
      m.encoding,
      userId,
    ],
  );
}

/** How many of these keys the account already has. */
export async function storedKeys(db: Db, entityId: string, accountId: string, keys: string[]) {
  const [{ n }] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM bank_movements
      WHERE entity_id = $1 AND account_id = $2 AND line_key = ANY($3::text[])`,
    [entityId, accountId, keys],
  );
  return n;
}

export async function insertImport(
  db: Db,
  v: { entityId: string; accountId: string; userId: string; fileName: string; read: number },
) {
  const [{ id }] = await db.query<{ id: string }>(
    `INSERT INTO statement_imports (entity_id, account_id, user_id, file_name, lines_read, lines_added)
     VALUES ($1, $2, $3, $4, $5, 0) RETURNING id`,
    [v.entityId, v.accountId, v.userId, v.fileName, v.read],
  );
  return id;
}

/** The lines whose key the account does not have yet, in the file's order, in one statement; answers how many. */
export async function insertMovements(
  db: Db,
  entityId: string,
  accountId: string,
  importId: string,
  lines: KeyedLine[],
) {
  const [{ n }] = await db.query<{ n: number }>(
    `WITH added AS (
       INSERT INTO bank_movements (entity_id, account_id, import_id, moved_at, description, operation_number, amount,
                                   balance, line_key)
       SELECT $1, $2, $3, t.moved_at, t.description, t.operation_number, t.amount, t.balance, t.line_key
         FROM unnest($4::timestamptz[], $5::text[], $6::text[], $7::numeric[], $8::numeric[], $9::text[])
              WITH ORDINALITY AS t(moved_at, description, operation_number, amount, balance, line_key, n)
        ORDER BY t.n
       ON CONFLICT (entity_id, account_id, line_key) DO NOTHING
       RETURNING 1
     )
     SELECT count(*)::int AS n FROM added`,
    [
      entityId,
      accountId,
      importId,
      lines.map((l) => l.moved_at),
      lines.map((l) => l.description),
      lines.map((l) => l.operation_number),
      lines.map((l) => l.amount),
      lines.map((l) => l.balance),
      lines.map((l) => l.key),
    ],
  );
  await db.query('UPDATE statement_imports SET lines_added = $2 WHERE id = $1', [importId, n]);
  return n;
}

export interface MovementFilters {
  entityId: string;
  accountId: string;
  from?: string;
  to?: string;
  unmatched: boolean;
  search?: string;
}

/** The WHERE of 'Movimientos'. 'Sin orden': no accepted order recorded the movement as its payment (decision 0062). */
function whereOf(f: MovementFilters) {
  const params: unknown[] = [f.entityId, f.accountId];
  const where = ['m.entity_id = $1', 'm.account_id = $2'];
  const add = (sql: (n: number) => string, value: unknown) => {
    params.push(value);
    where.push(sql(params.length));
  };
  if (f.from) add((n) => `m.moved_at >= ($${n}::date::timestamp AT TIME ZONE 'America/Lima')`, f.from);
  if (f.to) add((n) => `m.moved_at < (($${n}::date + 1)::timestamp AT TIME ZONE 'America/Lima')`, f.to);
  if (f.search) add((n) => `upper(m.operation_number) LIKE '%' || $${n} || '%'`, escapeLike(f.search.toUpperCase()));
  if (f.unmatched) where.push(UNPAID);
  return { where: where.join(' AND '), params };
}
/** a movement that paid no order (decision 0062: an accepted order records its movement) */
const UNPAID = 'NOT EXISTS (SELECT 1 FROM orders o WHERE o.movement_id = m.id)';
const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface MovementRow {
  id: string;
  moved_at: Date;
  description: string;
  operation_number: string | null;
  amount: string;
  balance: string | null;
  imported_at: Date;
}

export async function movementsPage(db: Db, f: MovementFilters, limit: number, offset: number) {
  const { where, params } = whereOf(f);
  const rows = await db.query<MovementRow>(
    `SELECT m.id, m.moved_at, m.description, m.operation_number, m.amount::text AS amount, m.balance::text AS balance,
            i.created_at AS imported_at
       FROM bank_movements m JOIN statement_imports i ON i.id = m.import_id
      WHERE ${where}
      ORDER BY m.moved_at DESC, m.seq DESC
      LIMIT ${Number(limit)} OFFSET ${Number(offset)}`,
    params,
  );
  const [{ n }] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM bank_movements m WHERE ${where}`,
    params,
  );
  return { rows, total: n };
}
