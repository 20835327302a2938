import { receiptLabel, type ReceiptOutput } from '@edu/shared';
import type { ReceiptRow } from './receipts.queries.js';

export function toReceiptOutput(r: ReceiptRow): ReceiptOutput {
  return {
    _id: r.id,
    order_id: r.order_id,
    kind: r.kind,
    series: r.series,
    number: r.number,
    label: receiptLabel(r),
    issued_at: new Date(r.issued_at).toISOString(),
    buyer_doc_kind: r.buyer_doc_kind as ReceiptOutput['buyer_doc_kind'],
    buyer_doc_number: r.buyer_doc_number,
    buyer_name: r.buyer_name,
    total: r.total,
    igv: r.igv,
    state: r.state,
    response_code: r.response_code,
    response_text: r.response_text,
    notes: r.notes,
    reference: r.reference_label,
    attempts: r.attempts,
    is_retrying: r.state === 'pendiente' && r.next_attempt_at !== null,
    sent_at: r.sent_at ? new Date(r.sent_at).toISOString() : null,
    has_cdr: r.has_cdr,
  };
}
