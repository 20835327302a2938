import { M, type OrderOutput } from '@edu/shared';
import Chip from '@mui/material/Chip';

const COLORS = { success: 'success', rejected: 'error', canceled: 'default', pending: 'warning' } as const;

/** Aceptado, Rechazado, Cancelado or Pendiente (02 §4). */
export function OrderStateChip({ state }: { state: OrderOutput['state'] }) {
  return <Chip size="small" variant="outlined" color={COLORS[state]} label={M.ORDER_STATE_LABELS[state]} />;
}
