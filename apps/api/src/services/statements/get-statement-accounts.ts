import { M, statements } from '@edu/shared';
import { defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { accountsWithStatements } from './statements.queries.js';

// The accounts the statements screen offers: the admin's and the counter's, who does not manage the accounts.
export const getStatementAccounts = defineHandler(statements.getStatementAccounts, async (_input, ctx) => {
  const rows = await accountsWithStatements(ctx.db, entityOf(ctx));
  return {
    accounts: rows.map((r) => ({
      _id: r.id,
      kind: r.kind,
      bank:
        r.bank === 'other'
          ? r.bank_name
          : r.bank
            ? M.PAYMENT_BANK_LABELS[r.bank as keyof typeof M.PAYMENT_BANK_LABELS]
            : null,
      number: r.number,
      holder: r.holder,
      is_active: r.is_active,
      has_mapping: r.has_mapping,
      movements: r.movements,
      last_import_at: r.last_import_at ? new Date(r.last_import_at).toISOString() : null,
    })),
  };
});
