import { formatLimaDateTime, M, receipts } from '@edu/shared';
import { chunkOf, decimal, defineExport, exportName } from '../../sheets/define-export.js';
import { pagesOf } from '../../sheets/sheet.js';
import { getReceipts } from './get-receipts.js';

const C = M.RECEIPT_COLUMNS;

// 'Comprobantes' as a file, with the list's filters and checks (its own handler reads it page after page).
export const exportReceipts = defineExport(receipts.exportReceipts, async (input, ctx) => ({
  name: exportName(M.EXPORT_FILE_NAMES.receipts),
  header: [C.label, C.kind, C.issuedAt, C.buyerDoc, C.buyer, C.igv, C.total, C.state, C.response, C.reference],
  rows: await pagesOf(
    chunkOf(
      (page, docs) => getReceipts.run({ ...input, page, docs }, ctx),
      (out) => out.receipts,
    ),
    (items) =>
      items.map((r) => [
        r.label,
        M.RECEIPT_KIND_LABELS[r.kind],
        formatLimaDateTime(r.issued_at),
        `${M.RECEIPT_PDF_BUYER_DOC[r.buyer_doc_kind]} ${r.buyer_doc_number}`,
        r.buyer_name,
        decimal(r.igv),
        decimal(r.total),
        M.RECEIPT_STATE_LABELS[r.state],
        [r.response_code, r.response_text].filter(Boolean).join(' - '),
        r.reference,
      ]),
  ),
}));
