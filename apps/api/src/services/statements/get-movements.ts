import { statements } from '@edu/shared';
import { pageWindow, paginationOf } from '../../db/pagination.js';
import { defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { checkedAccount } from './read-statement.js';
import { movementsPage } from './statements.queries.js';

// 'Movimientos' of one account, the latest first: by Lima days, 'sin orden', part of the operation number.
export const getMovements = defineHandler(statements.getMovements, async (input, ctx) => {
  const accountId = await checkedAccount(ctx, input.payment_account_id);
  const { limit, offset } = pageWindow(input.page, input.docs);
  const filters = {
    entityId: entityOf(ctx),
    accountId,
    from: input.from,
    to: input.to,
    unmatched: input.unmatched,
    search: input.search || undefined,
  };
  const { rows, total } = await movementsPage(ctx.db, filters, limit, offset);
  return {
    movements: rows.map((r) => ({
      _id: r.id,
      moved_at: new Date(r.moved_at).toISOString(),
      description: r.description,
      operation_number: r.operation_number,
      amount: r.amount,
      balance: r.balance,
      imported_at: new Date(r.imported_at).toISOString(),
    })),
    pagination: paginationOf(input.page, input.docs, total, rows.length),
  };
});
