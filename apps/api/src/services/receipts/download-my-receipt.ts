import { receipts } from '@edu/shared';
import { notFound } from '../../errors.js';
import { callerOf, defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { receiptFile } from './receipt-files.js';
import { receiptOfBuyer } from './receipts.queries.js';

// The buyer's own receipt as a PDF (Mis pedidos); a receipt of another's order is no receipt for them (404).
export const downloadMyReceipt = defineHandler(receipts.downloadMyReceipt, async (input, ctx) => {
  const id = await receiptOfBuyer(ctx.db, entityOf(ctx), callerOf(ctx).id, input.receipt_id);
  if (!id) throw notFound();
  return (await receiptFile(ctx, entityOf(ctx), id, input.format === 'ticket' ? 'pdf_ticket' : 'pdf_a4')) as never;
});
