import { M, type OrderOutput } from '@edu/shared';
import Chip from '@mui/material/Chip';

// an annulled order (annulOrder) reads as closed, like a cancelled one
const COLORS = {
  success: 'success',
  rejected: 'error',
  canceled: 'default',
  pending: 'warning',
  annulled: 'default',
} as const;

/** Aceptado, Rechazado, Cancelado, Pendiente (02 §4) or Anulado. */
export function OrderStateChip({ state }: { state: OrderOutput['state'] }) {
  return <Chip size="small" variant="outlined" color={COLORS[state]} label={M.ORDER_STATE_LABELS[state]} />;
}
