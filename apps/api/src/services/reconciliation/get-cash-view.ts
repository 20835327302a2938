import { reconciliation } from '@edu/shared';
import { defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { accountLabel } from './account-label.js';
import { cashDays, waitingDays } from './reconciliation.queries.js';

// 'Caja': per Lima day and account, the credits the statements brought, how many paid an accepted order and how many
// paid nothing yet (to follow up); and per day, the orders still waiting and how old they are.
export const getCashView = defineHandler(reconciliation.getCashView, async (input, ctx) => {
  const entityId = entityOf(ctx);
  const range = { from: input.from, to: input.to };
  const days = await cashDays(ctx.db, entityId, { ...range, accountId: input.account_id });
  const waiting = await waitingDays(ctx.db, entityId, range);
  return {
    days: days.map((d) => ({
      day: d.day,
      account_id: d.account_id,
      account: accountLabel(d),
      received: d.received,
      received_total: d.received_total,
      accepted: d.accepted,
      accepted_total: d.accepted_total,
      unmatched: d.unmatched,
      unmatched_total: d.unmatched_total,
    })),
    waiting,
  };
});
