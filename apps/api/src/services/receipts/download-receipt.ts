import { receipts } from '@edu/shared';
import { defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { receiptFile } from './receipt-files.js';

// The staff's downloads of a receipt: PDF (A4 or ticket), signed XML, SUNAT's CDR. Another entity's receipt: 404.
export const downloadReceipt = defineHandler(receipts.downloadReceipt, async (input, ctx) => {
  return (await receiptFile(ctx, entityOf(ctx), input.receipt_id, input.file)) as never;
});
