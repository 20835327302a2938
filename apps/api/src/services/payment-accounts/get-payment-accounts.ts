import { paymentAccounts } from '@edu/shared';
import { defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { toAccountOutput } from './account-output.js';
import { accountsOf } from './payment-accounts.queries.js';

// 'Cuentas para pagos' beside the credentials: every account, active or not, as the checkout orders them.
export const getPaymentAccounts = defineHandler(paymentAccounts.getPaymentAccounts, async (_input, ctx) => {
  const rows = await accountsOf(ctx.db, entityOf(ctx));
  return { accounts: rows.map((row) => toAccountOutput(row, ctx.services.storage)) };
});
