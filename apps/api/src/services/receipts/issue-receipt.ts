// The receipt of an accepted order (decision 0063), written in the acceptance's transaction: its number is taken
// from its series there, so a failed acceptance gives it back and two acceptances never share one. Sending it to
// SUNAT happens afterwards, from the queue (the sender); accepting never waits for SUNAT.
import { type BuyerDocKind, centimosText, RECEIPT_TYPE_CODE, receiptTotals, todayIn, toCentimos } from '@edu/shared';
import type { Db } from '../../db/client.js';
import { fiscalOf, takeNumber } from './fiscal.queries.js';
import type { ReceiptBuyer, ReceiptDocument, ReceiptLine } from './receipt-document.js';
import {
  insertReceipt,
  type ItemForReceipt,
  type OrderForReceipt,
  itemsForReceipt,
  orderForReceipt,
} from './receipts.queries.js';

const DOC_KIND_OF_TYPE: Record<string, BuyerDocKind> = { dni: 'dni', carné: 'ce', pasaporte: 'passport' };

/** The buyer as the receipt names them: the company of a factura, else the student with their document if any. */
export function buyerOf(order: OrderForReceipt): ReceiptBuyer {
  if (order.receipt_kind === 'factura' && order.buyer_ruc && order.buyer_legal_name) {
    return { docKind: 'ruc', docNumber: order.buyer_ruc, name: order.buyer_legal_name };
  }
  const name = `${order.name} ${order.lastname}`.trim();
  const doc = order.dni?.trim();
  const kind = DOC_KIND_OF_TYPE[order.document_type ?? 'dni'] ?? 'dni';
  // SUNAT's shapes (catalogue 06): a DNI of 8 digits, a foreigner's document of up to 15 letters and digits
  const isValid = kind === 'dni' ? /^\d{8}$/.test(doc ?? '') : /^[A-Za-z0-9-]{1,15}$/.test(doc ?? '');
  if (!doc || !isValid) return { docKind: 'none', docNumber: '-', name };
  return { docKind: kind, docNumber: doc, name };
}

/** One line per bought course or module, and its inscription apart when it has one. */
export function linesOf(items: ItemForReceipt[]): ReceiptLine[] {
  return items.flatMap((i) => {
    const course = { quantity: 1, treatment: i.treatment, itemCode: `C${i.scheduled_seq}` };
    const lines: ReceiptLine[] = [];
    if (toCentimos(i.course_price) > 0)
      lines.push({ ...course, description: i.course_name, priceCentimos: toCentimos(i.course_price) });
    if (toCentimos(i.inscription_price) > 0) {
      lines.push({
        ...course,
        itemCode: `I${i.scheduled_seq}`,
        description: `Inscripción: ${i.course_name}`,
        priceCentimos: toCentimos(i.inscription_price),
      });
    }
    return lines;
  });
}

/** 'HH:MM:SS' in Lima, as a receipt's issue time */
export const limaTime = (at: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'America/Lima',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(at);

/**
 * Issues the order's receipt when the entity issues them and the order has something to charge; answers its id, or
 * null when there is none to issue. Must run in the transaction that accepts the order.
 */
export async function issueReceipt(db: Db, o: { entityId: string; orderId: string; at: Date }): Promise<string | null> {
  const fiscal = await fiscalOf(db, o.entityId, { share: true });
  if (!fiscal.is_enabled || !fiscal.ruc || !fiscal.legal_name || !fiscal.address || !fiscal.ubigeo) return null;
  const order = await orderForReceipt(db, o.entityId, o.orderId);
  if (!order || toCentimos(order.total_price) === 0) return null;
  const lines = linesOf(await itemsForReceipt(db, o.entityId, o.orderId, fiscal.default_treatment));
  const kind = order.receipt_kind;
  const series = kind === 'factura' ? fiscal.factura_series : fiscal.boleta_series;
  const typeCode = RECEIPT_TYPE_CODE[kind];
  const document: ReceiptDocument = {
    kind,
    series,
    number: await takeNumber(db, o.entityId, typeCode, series),
    issueDate: todayIn('America/Lima', o.at),
    issueTime: limaTime(o.at),
    currency: 'PEN',
    issuer: {
      ruc: fiscal.ruc,
      legalName: fiscal.legal_name,
      tradeName: fiscal.trade_name,
      address: fiscal.address,
      ubigeo: fiscal.ubigeo,
      establishmentCode: fiscal.establishment_code,
    },
    buyer: buyerOf(order),
    lines,
    reference: null,
  };
  const totals = receiptTotals(lines);
  return insertReceipt(db, {
    entityId: o.entityId,
    orderId: o.orderId,
    kind,
    typeCode,
    referenceId: null,
    issuedAt: o.at,
    document,
    total: centimosText(totals.totalCentimos),
    igv: centimosText(totals.igvCentimos),
  });
}
