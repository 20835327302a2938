import { M } from '@edu/shared';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Centred spinner for a page or a panel that is still loading. */
export function PageSpinner({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <Box
      role="status"
      aria-label={M.LOADING}
      sx={{ display: 'grid', placeItems: 'center', minHeight: fullScreen ? '100vh' : 240, width: '100%' }}
    >
      <CircularProgress />
    </Box>
  );
}
