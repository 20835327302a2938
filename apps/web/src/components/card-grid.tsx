import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A list of cards, as many a row as fit at 260px or more each; the children are its <li>s. */
export function CardGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 3,
        gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
      }}
    >
      {children}
    </Box>
  );
}
