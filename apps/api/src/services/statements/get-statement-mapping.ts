import { statements } from '@edu/shared';
import { defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { checkedAccount } from './read-statement.js';
import { mappingOf } from './statements.queries.js';

// The columns saved for an account's statements; null before its first import.
export const getStatementMapping = defineHandler(statements.getStatementMapping, async (input, ctx) => {
  const accountId = await checkedAccount(ctx, input.payment_account_id);
  return { mapping: await mappingOf(ctx.db, entityOf(ctx), accountId) };
});
