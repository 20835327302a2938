import { statements } from '@edu/shared';
import { callerOf, defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { checkedAccount } from './read-statement.js';
import { saveMapping } from './statements.queries.js';

// The columns of an account's statements, chosen once and reused by every later upload.
export const saveStatementMapping = defineHandler(statements.saveStatementMapping, async (input, ctx) => {
  const accountId = await checkedAccount(ctx, input.payment_account_id);
  const { entity: _e, payment_account_id: _a, ...mapping } = input;
  await saveMapping(ctx.db, entityOf(ctx), accountId, mapping, callerOf(ctx).id);
  ctx.audit.recordId = accountId;
  return { mapping };
});
