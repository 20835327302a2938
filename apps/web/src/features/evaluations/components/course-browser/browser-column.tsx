import { M } from '@edu/shared';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode, Ref } from 'react';

interface BrowserColumnProps {
  title: string;
  /** above the list (a search box) */
  toolbar?: ReactNode;
  isLoading?: boolean;
  /** shown instead of the list: nothing chosen yet, or nothing to list */
  emptyText?: string | null;
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
}

/** One of the three columns of 'Evaluaciones por cursos principales': a titled list, or why it is empty. */
export function BrowserColumn({ title, toolbar, isLoading = false, emptyText, children, ref }: BrowserColumnProps) {
  return (
    <Paper
      variant="outlined"
      component="section"
      ref={ref}
      aria-label={title}
      sx={{ overflow: 'hidden', alignSelf: 'start', display: 'flex', flexDirection: 'column' }}
    >
      <Typography variant="h6" component="h2" sx={{ p: 2, pb: 1 }}>
        {title}
      </Typography>
      {toolbar}
      {isLoading && <LinearProgress aria-label={M.LOADING} />}
      {!isLoading && emptyText ? (
        <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
          {emptyText}
        </Typography>
      ) : (
        <List dense disablePadding sx={{ maxHeight: { md: 'calc(100vh - 260px)' }, overflowY: 'auto' }}>
          {children}
        </List>
      )}
    </Paper>
  );
}
