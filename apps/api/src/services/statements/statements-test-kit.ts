// Statements as banks export them, for the statements' tests: a BCP-like CSV (';', decimal comma, title rows above
// the header), and the mapping that reads it.
import { type StatementMappingValues, statements } from '@edu/shared';
import type { TestApp } from '../../test/harness.js';

export interface Movement {
  date: string;
  description: string;
  operation?: string;
  amount: string;
  balance?: string;
}

export const HEADER = ['Fecha', 'Descripción', 'N° Operación', 'Monto', 'Saldo'];

/** a CSV with two title rows, the header on row 3, ';' between cells */
export function bankCsv(lines: Movement[], header = HEADER): string {
  const rows = [
    'Cuenta Corriente Soles 191-2345678-0-12;;;;',
    ';;;;',
    header.join(';'),
    ...lines.map((l) => [l.date, l.description, l.operation ?? '', l.amount, l.balance ?? ''].join(';')),
  ];
  return `${rows.join('\r\n')}\r\n`;
}

export const MAPPING: StatementMappingValues = {
  date_column: 'Fecha',
  description_column: 'Descripción',
  operation_column: 'N° Operación',
  amount_column: 'Monto',
  balance_column: 'Saldo',
  decimal: 'comma',
  date_format: 'DD/MM/YYYY',
  header_row: 3,
  encoding: 'utf-8',
};

/** `n` movements from March 2026 on, each with its operation number from `from` */
export function movements(n: number, from = 1): Movement[] {
  return Array.from({ length: n }, (_, i) => {
    const k = from + i;
    const day = String((k % 28) + 1).padStart(2, '0');
    return {
      date: `${day}/03/2026 ${String(k % 24).padStart(2, '0')}:15`,
      description: `ABONO YAPE DE CLIENTE ${k}`,
      operation: String(10_000_000 + k),
      amount: `${k % 2 ? '' : '-'}${(k % 900) + 1},${String(k % 100).padStart(2, '0')}`,
      balance: `1.${String(k % 1000).padStart(3, '0')},00`,
    };
  });
}

export function useStatements(t: TestApp) {
  const account = () => t.fx.resources.A.paymentAccount;
  const fields = (mapping?: StatementMappingValues | null, accountId = account()) => ({
    entity: t.fx.entityA,
    payment_account_id: accountId,
    ...(mapping ? { mapping: JSON.stringify(mapping) } : {}),
  });
  const file = (bytes: string | Buffer, name = 'extracto.csv') => [
    { field: 'file', name, bytes: typeof bytes === 'string' ? Buffer.from(bytes) : bytes },
  ];
  return {
    account,
    preview: (bytes: string | Buffer, token: string, mapping?: StatementMappingValues | null, name?: string) =>
      t.upload(statements.previewStatement, fields(mapping), file(bytes, name), token),
    importFile: (bytes: string | Buffer, token: string, mapping?: StatementMappingValues | null, name?: string) =>
      t.upload(statements.importStatement, fields(mapping), file(bytes, name), token),
    count: async (accountId = account()) =>
      (
        await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM bank_movements WHERE account_id = $1', [
          accountId,
        ])
      )[0].n,
    clear: async () => {
      await t.db.query('DELETE FROM bank_movements');
      await t.db.query('DELETE FROM statement_imports');
      await t.db.query('DELETE FROM statement_mappings');
    },
  };
}
