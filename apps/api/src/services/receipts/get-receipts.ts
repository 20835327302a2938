import { receipts } from '@edu/shared';
import { pageWindow, paginationOf } from '../../db/pagination.js';
import { defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { toReceiptOutput } from './receipt-output.js';
import { receiptsPage } from './receipts.queries.js';

// 'Comprobantes': the entity's receipts and credit notes, the latest first, by SUNAT state, kind, Lima days of issue
// and part of the serie-número or the buyer's name or document.
export const getReceipts = defineHandler(receipts.getReceipts, async (input, ctx) => {
  const { limit, offset } = pageWindow(input.page, input.docs);
  const filters = {
    entityId: entityOf(ctx),
    state: input.state,
    kind: input.kind,
    from: input.from || undefined,
    to: input.to || undefined,
    search: input.search || undefined,
  };
  const { rows, total } = await receiptsPage(ctx.db, filters, limit, offset);
  return { receipts: rows.map(toReceiptOutput), pagination: paginationOf(input.page, input.docs, total, rows.length) };
});
