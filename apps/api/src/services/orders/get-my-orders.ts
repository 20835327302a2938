import { orders, PAGE_SIZES } from '@edu/shared';
import { pageWindow, paginationOf } from '../../db/pagination.js';
import { callerOf, defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { toMyOrder } from './my-order-output.js';
import { myOrdersPage } from './my-orders.queries.js';

// /aula/pedidos (04 §2.2): the caller's own orders in the entity, newest first.
export const getMyOrders = defineHandler(orders.getMyOrders, async (input, ctx) => {
  const docs = PAGE_SIZES.myOrders;
  const { limit, offset } = pageWindow(input.page, docs);
  const { rows, total } = await myOrdersPage(ctx.db, entityOf(ctx), callerOf(ctx).id, limit, offset);
  const orders = [];
  for (const row of rows) orders.push(await toMyOrder(ctx.db, row, ctx.services.storage));
  return { orders, pagination: paginationOf(input.page, docs, total, rows.length) };
});
