import { formatLimaDateTime, formatSoles, M, type ReceiptOutput } from '@edu/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type Column, OneLine } from '../../../components/data-table';
import { ReceiptState } from './receipt-state';

const C = M.RECEIPT_COLUMNS;

/** The buyer's document as the printed receipt names it: 'RUC 20100066603', 'DNI 45678912'. */
const docOf = (r: ReceiptOutput) =>
  [M.RECEIPT_PDF_BUYER_DOC[r.buyer_doc_kind], r.buyer_doc_kind === 'none' ? '' : r.buyer_doc_number]
    .filter(Boolean)
    .join(' ');

/** 'Comprobantes' (decision 0063): serie-número, kind, day of issue, buyer, total and the state at SUNAT. */
export const RECEIPT_COLUMNS: readonly Column<ReceiptOutput>[] = [
  { key: 'label', header: C.label, render: (r) => <OneLine>{r.label}</OneLine> },
  {
    key: 'kind',
    header: C.kind,
    render: (r) => (
      <>
        {M.RECEIPT_KIND_LABELS[r.kind]}
        {r.reference && (
          <Typography variant="caption" color="text.secondary" component="div">
            {M.receiptModifies(r.reference)}
          </Typography>
        )}
      </>
    ),
  },
  {
    key: 'issued_at',
    header: C.issuedAt,
    hideBelow: 'md',
    render: (r) => <OneLine>{formatLimaDateTime(r.issued_at)}</OneLine>,
  },
  {
    key: 'buyer',
    header: C.buyer,
    render: (r) => (
      <Box sx={{ minWidth: 160, overflowWrap: 'anywhere' }}>
        {r.buyer_name}
        <Typography variant="caption" color="text.secondary" component="div">
          {docOf(r)}
        </Typography>
      </Box>
    ),
  },
  { key: 'total', header: C.total, align: 'right', render: (r) => <OneLine>{formatSoles(r.total)}</OneLine> },
  { key: 'state', header: C.state, render: (r) => <ReceiptState receipt={r} /> },
];
