import { DIFFICULTIES, type Difficulty, M } from '@edu/shared';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';

const COLORS = { easy: 'success', medium: 'info', hard: 'error' } as const;

/** How many questions of each difficulty (Fácil, Normal, Difícil); read-only. */
export function NivelCounts({ counts }: { counts: Record<Difficulty, number> }) {
  return (
    <Box
      component="ul"
      aria-label={M.EVALUATION_NIVEL_LABEL}
      sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', listStyle: 'none', m: 0, p: 0 }}
    >
      {DIFFICULTIES.map((difficulty) => (
        <li key={difficulty} data-testid={`nivel-${difficulty}`}>
          <Chip
            variant="outlined"
            color={COLORS[difficulty]}
            label={
              <>
                {M.DIFFICULTY_LABELS[difficulty]} <strong>{counts[difficulty]}</strong>
              </>
            }
          />
        </li>
      ))}
    </Box>
  );
}
