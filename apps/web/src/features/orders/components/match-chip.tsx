import { M, type OrderOutput } from '@edu/shared';
import Chip from '@mui/material/Chip';
import { useId } from 'react';

const COLORS = {
  coincide: 'success',
  revisar: 'warning',
  sin_movimiento: 'default',
  numero_repetido: 'error',
} as const;

/**
 * How a pending order stands against the bank's movements (decision 0062): 'Coincide', 'Revisar', 'Sin movimiento',
 * 'Número repetido', or 'Sin conciliar' before the entity's first statement. The reason is the chip's accessible
 * description, and its tooltip on hover.
 */
export function MatchChip({ match }: { match: OrderOutput['match'] }) {
  const reasonId = useId();
  if (!match) return <Chip size="small" variant="outlined" label={M.MATCH_NOT_YET} />;
  const reason = M.MATCH_REASON_LABELS[match.reason];
  return (
    <>
      <Chip
        size="small"
        variant="outlined"
        color={COLORS[match.state]}
        // the description on the text itself, which is what a reader (and a search by text) lands on
        label={<span aria-describedby={reasonId}>{M.MATCH_STATE_LABELS[match.state]}</span>}
        title={reason}
      />
      <span id={reasonId} hidden>
        {reason}
      </span>
    </>
  );
}
