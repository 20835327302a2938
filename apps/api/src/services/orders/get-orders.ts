import { orders } from '@edu/shared';
import { pageWindow, paginationOf } from '../../db/pagination.js';
import { defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { toOrderOutput } from './order-output.js';
import { listOrders } from './orders.queries.js';

// 'Listado de Vouchers' (pending, the default) and 'Historial' (rejected, canceled, success, annulled): 15 a page, newest first
// unless told otherwise, filtered by part of the buyer's e-mail (filter_by_email, or the search box's query).
export const getOrders = defineHandler(orders.getOrders, async (input, ctx) => {
  const entityId = entityOf(ctx);
  const byQuery = input.query && (!input.query.field || input.query.field === 'email') ? input.query.search : '';
  const email = input.filter_by_email || byQuery;
  const { limit, offset } = pageWindow(input.page, input.docs);
  const { rows, total } = await listOrders(ctx.db, entityId, {
    states: [...new Set(input.state)],
    email,
    sort: input.sort,
    matchStates: input.match_state ? [...new Set(input.match_state)] : undefined,
    limit,
    offset,
  }, ctx.services.counts.count);
  return {
    orders: rows.map((r) => toOrderOutput(r, ctx.services.storage)),
    pagination: paginationOf(input.page, input.docs, total, rows.length),
  };
});
