import { M, type ReceiptOutput } from '@edu/shared';
import CodeIcon from '@mui/icons-material/Code';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import ReceiptIcon from '@mui/icons-material/Receipt';
import SendIcon from '@mui/icons-material/Send';
import VerifiedIcon from '@mui/icons-material/Verified';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { RowAction } from '../../../components/data-table';
import { type ReceiptFile, useDownloadReceipt } from '../api/download-receipt';

const F = M.RECEIPT_FILE_LABELS;
const FILES: readonly [ReceiptFile, ReactNode][] = [
  ['pdf_a4', <PictureAsPdfIcon key="a4" fontSize="small" />],
  ['pdf_ticket', <ReceiptIcon key="ticket" fontSize="small" />],
  ['xml', <CodeIcon key="xml" fontSize="small" />],
  ['cdr', <VerifiedIcon key="cdr" fontSize="small" />],
];

/** A receipt whose sending SUNAT has not accepted: sent again after a fix, or now rather than at the next try. */
export const isResendable = (r: ReceiptOutput) => r.state === 'pendiente' || r.state === 'rechazado';

/**
 * A receipt's files (PDF A4, ticket, the signed XML, SUNAT's CDR once it has answered) and 'Reenviar' while SUNAT has
 * not accepted it; each names the receipt for screen readers ('PDF A4: F001-12').
 */
export function ReceiptActions({
  receipt,
  mayResend,
  onResend,
}: {
  receipt: ReceiptOutput;
  mayResend: boolean;
  onResend: (receipt: ReceiptOutput) => void;
}) {
  const download = useDownloadReceipt();
  return (
    <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}>
      {FILES.filter(([file]) => file !== 'cdr' || receipt.has_cdr).map(([file, icon]) => (
        <RowAction
          key={file}
          label={F[file]}
          name={receipt.label}
          icon={icon}
          onClick={() => download.mutate({ receiptId: receipt._id, file })}
        />
      ))}
      {mayResend && isResendable(receipt) && (
        <RowAction
          label={M.RECEIPT_RESEND}
          name={receipt.label}
          icon={<SendIcon fontSize="small" />}
          onClick={() => onResend(receipt)}
        />
      )}
    </Box>
  );
}
