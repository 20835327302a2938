// The credit note of an annulled order's receipt (SUNAT's nota de crédito, catalogue 09 '01': anulación de la
// operación), written in the annulment's transaction as the receipt was in the acceptance's. It is the receipt again
// (issuer, buyer, lines and totals as they were issued) under its own number, naming the receipt it annuls. Its series
// is the receipt's, numbered apart from the receipts of that series: the counter of (entity, '07', series).
import { RECEIPT_TYPE_CODE, todayIn } from '@edu/shared';
import type { Db } from '../../db/client.js';
import { takeNumber } from './fiscal.queries.js';
import { limaTime } from './issue-receipt.js';
import type { ReceiptDocument } from './receipt-document.js';
import { creditNoteOf, insertReceipt, receiptOfOrder } from './receipts.queries.js';

/**
 * Issues the credit note of the order's receipt; answers its id, or null when the order has no receipt (accepted
 * while the entity did not issue them, or free). The entity's settings are not read: a receipt that exists must be
 * annulled by its note even when the entity has switched issuing off since, and the note names the issuer the
 * receipt named. A receipt already annulled keeps its one note (answered again). Must run in the annulment's
 * transaction, which holds the order's lock.
 */
export async function issueCreditNote(
  db: Db,
  o: { entityId: string; orderId: string; at: Date },
): Promise<string | null> {
  const receipt = await receiptOfOrder(db, o.entityId, o.orderId);
  if (!receipt) return null;
  const existing = await creditNoteOf(db, o.entityId, receipt.id);
  if (existing) return existing;
  const typeCode = RECEIPT_TYPE_CODE.nota_credito;
  const document: ReceiptDocument = {
    ...receipt.document,
    kind: 'nota_credito',
    series: receipt.series,
    number: await takeNumber(db, o.entityId, typeCode, receipt.series),
    issueDate: todayIn('America/Lima', o.at),
    issueTime: limaTime(o.at),
    reference: { kind: receipt.kind, series: receipt.series, number: receipt.number },
  };
  return insertReceipt(db, {
    entityId: o.entityId,
    orderId: o.orderId,
    kind: 'nota_credito',
    typeCode,
    referenceId: receipt.id,
    issuedAt: o.at,
    document,
    total: receipt.total,
    igv: receipt.igv,
  });
}
