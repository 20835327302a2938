import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

const TITLE_SX = { fontWeight: 600, display: 'flex', alignItems: 'center', gap: 2 } as const;

/** The one heading of a page; an action (a link to another view of the page) sits beside it, outside its name. */
export function PageTitle({ children, action }: { children: ReactNode; action?: ReactNode }) {
  const title = (
    <Typography variant="h5" component="h1" sx={action ? TITLE_SX : { ...TITLE_SX, mb: 3 }}>
      {children}
    </Typography>
  );
  if (!action) return title;
  return (
    <Box sx={{ mb: 3, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
      {title}
      {action}
    </Box>
  );
}
