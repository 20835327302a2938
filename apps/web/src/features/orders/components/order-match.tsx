import { formatLimaDateTime, formatSoles, M, type MovementRef, type OrderOutput } from '@edu/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { MatchChip } from './match-chip';

const L = M.MOVEMENT_LABELS;

/** A bank movement as the counter looks for it in the bank's app: account, operation number, amount, date. */
function MovementFields({ movement }: { movement: MovementRef }) {
  const fields = [
    [L.account, movement.account],
    [L.operation_number, movement.operation_number ?? M.NO_VALUE],
    [L.amount, formatSoles(movement.amount)],
    [L.moved_at, formatLimaDateTime(movement.moved_at)],
  ] as const;
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, typography: 'body2' }}
    >
      {fields.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary' }}>
            {label}
          </Box>
          <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/**
 * The order against the bank's movements (decision 0062): a pending order's match state, its reason and the movement
 * that fits it (or the one to look at); an accepted order's 'Pagada con el movimiento'. Nothing before the entity's
 * first statement.
 */
export function OrderMatch({ order }: { order: OrderOutput }) {
  const { match, paid_by: paidBy } = order;
  if (order.state === 'pending' && match) {
    return (
      <Box component="section" aria-label={M.MATCH_SECTION_TITLE} sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {M.MATCH_SECTION_TITLE}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <MatchChip match={match} />
          <Typography variant="body2">{M.MATCH_REASON_LABELS[match.reason]}</Typography>
        </Box>
        {match.movement && (
          <>
            <Typography variant="subtitle2" component="h4">
              {M.MATCH_MOVEMENT_TITLE}
            </Typography>
            <MovementFields movement={match.movement} />
          </>
        )}
      </Box>
    );
  }
  if (!paidBy) return null;
  return (
    <Box component="section" aria-label={M.PAID_WITH_MOVEMENT} sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {M.PAID_WITH_MOVEMENT}
      </Typography>
      <MovementFields movement={paidBy} />
    </Box>
  );
}
