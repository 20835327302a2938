import type { CourseOutput } from '@edu/shared';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { modulePriceText } from './module-price';

/** The chosen module's title and price, or 'Gratis' (02 §2.3). */
export function ModuleSummary({ module }: { module: CourseOutput }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
        {module.name}
      </Typography>
      <Chip color={module.free ? 'success' : 'primary'} label={modulePriceText(module)} />
    </Paper>
  );
}
