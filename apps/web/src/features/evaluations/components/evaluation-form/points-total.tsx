import { evaluationTotalIssue, formatPointsTotal, M } from '@edu/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The live total of the chosen questions' points and the 20-point rule's message (02 §5): below is a warning, above an error. */
export function PointsTotal({ points }: { points: readonly string[] }) {
  const issue = evaluationTotalIssue(points);
  return (
    <Box sx={{ display: 'grid', gap: 1 }} aria-live="polite">
      <Typography
        data-testid="evaluation-total"
        sx={{ fontWeight: 600, textAlign: 'right', color: issue ? 'text.primary' : 'success.main' }}
      >
        {M.evaluationTotal(formatPointsTotal(points))}
      </Typography>
      {issue && <Alert severity={issue === M.EVALUATION_TOTAL_ABOVE ? 'error' : 'warning'}>{issue}</Alert>}
    </Box>
  );
}
