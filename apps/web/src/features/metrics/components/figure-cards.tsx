import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';

export interface Figure {
  label: string;
  value: string;
}

/** Headline figures as terms and values in a named group, so that a screen reader reads each label with its figure. */
export function FigureCards({ figures, label }: { figures: readonly Figure[]; label: string }) {
  return (
    <Box role="group" aria-label={label} sx={{ mb: 3 }}>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 2, m: 0 }}
      >
        {figures.map((f) => (
          <Paper key={f.label} variant="outlined" sx={{ p: 2 }}>
            <Box component="dt" sx={{ typography: 'body2', color: 'text.secondary' }}>
              {f.label}
            </Box>
            <Box component="dd" sx={{ typography: 'h5', m: 0, fontWeight: 600 }}>
              {f.value}
            </Box>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
