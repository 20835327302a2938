import { M, type ReceiptOutput } from '@edu/shared';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

const COLORS = { pendiente: 'warning', aceptado: 'success', observado: 'info', rechazado: 'error' } as const;

/**
 * Where a receipt stands with SUNAT (decision 0063): its state, SUNAT's code and text of the last answer (or why the
 * last attempt failed) under it and as the chip's description, the observations of an accepted one, and whether the
 * server will try again by itself.
 */
export function ReceiptState({ receipt }: { receipt: ReceiptOutput }) {
  const answerId = useId();
  const answer = M.receiptAnswer(receipt.response_code, receipt.response_text);
  return (
    <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start', maxWidth: 320 }}>
      <Chip
        size="small"
        variant="outlined"
        color={COLORS[receipt.state]}
        label={<span aria-describedby={answer ? answerId : undefined}>{M.RECEIPT_STATE_LABELS[receipt.state]}</span>}
        title={answer || undefined}
      />
      {answer && (
        <Typography id={answerId} variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {answer}
        </Typography>
      )}
      {receipt.notes.length > 0 && (
        <Box component="ul" aria-label={M.RECEIPT_OBSERVATIONS} sx={{ m: 0, pl: 2, typography: 'caption' }}>
          {receipt.notes.map((note) => (
            <li key={note.code}>{M.receiptAnswer(note.code, note.text)}</li>
          ))}
        </Box>
      )}
      {receipt.state === 'pendiente' && (
        <Typography variant="caption" color="text.secondary">
          {[M.receiptAttempts(receipt.attempts), receipt.is_retrying && M.RECEIPT_RETRYING].filter(Boolean).join(' · ')}
        </Typography>
      )}
    </Box>
  );
}
