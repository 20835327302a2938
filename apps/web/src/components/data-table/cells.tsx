import { M } from '@edu/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Column } from './types';

/** A cell's text kept on one line ('S/ 1200.00', a date). */
export function OneLine({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {children}
    </Box>
  );
}

/** 'Descripción', hidden on narrower screens: one line cut at maxWidth, the whole of it on hover. */
export function descriptionColumn<Row extends { description: string }>(maxWidth: number): Column<Row> {
  return {
    key: 'description',
    header: M.COL_DESCRIPTION,
    hideBelow: 'lg',
    render: (row) => (
      <Typography variant="body2" title={row.description} noWrap sx={{ maxWidth }}>
        {row.description}
      </Typography>
    ),
  };
}
