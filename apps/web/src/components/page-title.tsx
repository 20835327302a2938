import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The one heading of a page. */
export function PageTitle({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <Typography
      variant="h5"
      component="h1"
      sx={{ mb: 3, fontWeight: 600, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}
    >
      {children}
      {action}
    </Typography>
  );
}
