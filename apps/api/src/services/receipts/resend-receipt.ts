import { M, receipts } from '@edu/shared';
import { AppError, notFound } from '../../errors.js';
import { defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { fiscalOf } from './fiscal.queries.js';
import { toReceiptOutput } from './receipt-output.js';
import { lockReceiptOfEntity, receiptOfEntity, requeueReceipt } from './receipts.queries.js';

// 'Reenviar': a receipt SUNAT has not accepted goes back to the queue, due now. It is written and signed again with
// the entity's current fiscal data and certificate (the usual fix of a rejection or of an exception such as a wrong
// SOL password); its number, buyer, lines and amounts stay as issued. An accepted one is never sent again.
export const resendReceipt = defineHandler(receipts.resendReceipt, async (input, ctx) => {
  const entityId = entityOf(ctx);
  const row = await lockReceiptOfEntity(ctx.db, entityId, input.receipt_id);
  if (!row) throw notFound();
  if (row.state !== 'pendiente' && row.state !== 'rechazado') throw new AppError('CONFLICT', M.RECEIPT_NOT_RESENDABLE);
  const f = await fiscalOf(ctx.db, entityId);
  const issuer =
    f.ruc && f.legal_name && f.address && f.ubigeo
      ? {
          ruc: f.ruc,
          legalName: f.legal_name,
          tradeName: f.trade_name,
          address: f.address,
          ubigeo: f.ubigeo,
          establishmentCode: f.establishment_code,
        }
      : row.document.issuer;
  await requeueReceipt(ctx.db, row.id, { ...row.document, issuer }, ctx.services.clock.now());
  ctx.audit.recordId = row.id;
  ctx.afterCommit(async () => ctx.services.receiptSender.kick());
  const receipt = await receiptOfEntity(ctx.db, entityId, row.id);
  if (!receipt) throw new Error('receipt just queued is missing');
  return { receipt: toReceiptOutput(receipt), message: M.RECEIPT_RESENT };
});
