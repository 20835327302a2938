import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The frame of the public pages: a centred card with the page's title. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        p: 2,
        background: (theme) =>
          `linear-gradient(135deg, ${theme.palette.primary.main} 0%, ${theme.palette.primary.dark} 100%)`,
      }}
    >
      <Paper elevation={8} sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 5 } }}>
        <Typography variant="h5" component="h1" sx={{ mb: 3, fontWeight: 600, textAlign: 'center' }}>
          {title}
        </Typography>
        {children}
      </Paper>
    </Box>
  );
}
