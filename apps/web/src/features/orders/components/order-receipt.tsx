import { M, type OrderOutput, type ReceiptRef } from '@edu/shared';
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useDownloadOrderReceipt } from '../api/download-order-receipt';

const COLORS = { pendiente: 'warning', aceptado: 'success', observado: 'info', rechazado: 'error' } as const;

function Issued({ receipt }: { receipt: ReceiptRef }) {
  const download = useDownloadOrderReceipt();
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="body2">{M.receiptNamed(receipt.kind, receipt.label)}</Typography>
      <Chip
        size="small"
        variant="outlined"
        color={COLORS[receipt.state]}
        label={M.RECEIPT_STATE_LABELS[receipt.state]}
      />
      <Button
        size="small"
        startIcon={<DownloadIcon />}
        disabled={download.isPending}
        onClick={() => download.mutate(receipt._id)}
        aria-label={`${M.RECEIPT_DOWNLOAD}: ${receipt.label}`}
      >
        {M.RECEIPT_DOWNLOAD}
      </Button>
    </Box>
  );
}

/**
 * The order's receipt (decision 0063): what the buyer asked for (a boleta, or a factura to a company) and, once the
 * order is accepted and the entity issues them, the receipt with its state at SUNAT and its PDF; a credit note too.
 */
export function OrderReceipt({ order }: { order: OrderOutput }) {
  const { receipt } = order;
  return (
    <Box component="section" aria-label={M.ORDER_RECEIPT_TITLE} sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {M.ORDER_RECEIPT_TITLE}
      </Typography>
      <Typography variant="body2">
        {M.RECEIPT_KIND_LABELS[receipt.kind]}
        {receipt.kind === 'factura' &&
          receipt.buyer_ruc &&
          ` · ${M.facturaTo(receipt.buyer_ruc, receipt.buyer_legal_name ?? '')}`}
      </Typography>
      {receipt.issued && <Issued receipt={receipt.issued} />}
      {receipt.credit_note && <Issued receipt={receipt.credit_note} />}
    </Box>
  );
}
