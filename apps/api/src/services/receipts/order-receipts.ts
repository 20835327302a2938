// What the orders' outputs show of their receipts (Mis pedidos, the order's detail and lists): what the buyer asked
// for and, once accepted, the receipt and its credit note. The orders' queries select these columns with each order
// (one subquery on the receipts' order index), so that a page of orders costs no query more.
import {
  type BuyerReceiptKind,
  type OrderReceipt,
  type ReceiptKind,
  receiptLabel,
  type ReceiptState,
} from '@edu/shared';

/** the columns of an order's receipt; `o` is the orders row */
export const ORDER_RECEIPT_COLUMNS = `o.receipt_kind, o.buyer_ruc, o.buyer_legal_name,
  (SELECT coalesce(json_agg(json_build_object('id', r.id, 'kind', r.kind, 'series', r.series, 'number', r.number,
            'state', r.state) ORDER BY r.created_at), '[]'::json)
     FROM receipts r WHERE r.order_id = o.id) AS receipts`;

export interface OrderReceiptColumns {
  receipt_kind: BuyerReceiptKind;
  buyer_ruc: string | null;
  buyer_legal_name: string | null;
  receipts: { id: string; kind: ReceiptKind; series: string; number: number; state: ReceiptState }[];
}

export function orderReceiptOf(row: OrderReceiptColumns): OrderReceipt {
  const ref = (r: OrderReceiptColumns['receipts'][number]) => ({
    _id: r.id,
    kind: r.kind,
    label: receiptLabel(r),
    state: r.state,
  });
  const issued = row.receipts.find((r) => r.kind !== 'nota_credito');
  const note = row.receipts.find((r) => r.kind === 'nota_credito');
  return {
    kind: row.receipt_kind,
    buyer_ruc: row.buyer_ruc,
    buyer_legal_name: row.buyer_legal_name,
    issued: issued ? ref(issued) : null,
    credit_note: note ? ref(note) : null,
  };
}
