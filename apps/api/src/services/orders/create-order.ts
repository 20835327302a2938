import { LIMITS, M, orders } from '@edu/shared';
import { AppError, forbidden, validation } from '../../errors.js';
import { callerOf, defineHandler } from '../../rpc/context.js';
import { toOrderOutput, toProductOutput } from './order-output.js';
import { checkNotOwned } from './order-rules.js';
import { holdMatching, rematchEntity } from '../reconciliation/index.js';
import { insertOrder, isMemberOf, lockBuyer, orderOfEntity, productsOf, scheduledsForSale } from './orders.queries.js';

// The student's checkout (04 §2.2 /aula/comprar, 03 §1): the caller buys for themselves in an entity they belong to
// (any role), with 1 to 3 voucher images and the voucher's operation number. Prices are the server's, never the
// client's. Vouchers are already stored (private) when this runs; on any refusal the dispatcher removes them, and the
// transaction leaves no row.
export const createOrder = defineHandler(orders.createOrder, async (input, ctx) => {
  const buyer = callerOf(ctx);
  if (!(await isMemberOf(ctx.db, input.entity_id, buyer.id))) throw forbidden();
  const vouchers = ctx.files.vouchers ?? [];
  if (!vouchers.length) throw validation(M.ORDER_VOUCHER_REQUIRED, { vouchers: M.ORDER_VOUCHER_REQUIRED });
  if (vouchers.length > LIMITS.vouchers)
    throw validation(M.ORDER_TOO_MANY_VOUCHERS, { vouchers: M.ORDER_TOO_MANY_VOUCHERS });

  const wanted = [...new Set(input.products.map((p) => p.scheduled_id))];
  const found = await scheduledsForSale(ctx.db, input.entity_id, wanted);
  if (found.length !== wanted.length) throw new AppError('NOT_FOUND', M.SCHEDULED_NOT_FOUND);
  // what the catalogue does not sell is not bought by naming it: the programme must be published and not ended
  if (found.some((s) => !s.on_sale)) throw new AppError('NOT_FOUND', M.SCHEDULED_NOT_IN_CATALOG);
  // a whole programme already gives every module: buying one of its modules as well would charge it twice
  const mains = new Set(found.filter((s) => !s.main_scheduled).map((s) => s.id));
  if (found.some((s) => s.main_scheduled && mains.has(s.main_scheduled))) {
    throw validation(M.ORDER_PROGRAMME_INCLUDES_MODULE, { products: M.ORDER_PROGRAMME_INCLUDES_MODULE });
  }
  await holdMatching(ctx.db, input.entity_id);
  await lockBuyer(ctx.db, buyer.id);
  await checkNotOwned(ctx.db, buyer.id, found, null);

  const id = await insertOrder(ctx.db, {
    entityId: input.entity_id,
    userId: buyer.id,
    scheduledIds: wanted,
    vouchers: vouchers.map((v) => ({ key: v.key, sha256: v.sha256 })),
    operationNumber: input.operation_number,
    factura:
      input.receipt_kind === 'factura' ? { ruc: input.buyer_ruc, legalName: input.buyer_legal_name } : null,
  });
  ctx.audit.recordId = id;
  // each voucher is read in the background once this commits (decision 0060): the order never waits for it
  await ctx.services.reader.enqueue(ctx.db, id);
  ctx.afterCommit(async () => ctx.services.reader.kick());
  await rematchEntity(ctx.db, input.entity_id);
  const order = await orderOfEntity(ctx.db, input.entity_id, id);
  if (!order) throw new Error('order just placed is missing');
  const products = await productsOf(ctx.db, id);
  return {
    order: toOrderOutput(order, ctx.services.storage),
    products: products.map((p) => toProductOutput(p, ctx.services.storage)),
  };
});
