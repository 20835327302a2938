import { M } from '@edu/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

export type ErrorCode = 500 | 403 | 404;

const TEXTS: Record<ErrorCode, string> = { 500: M.ERROR_500, 403: M.ERROR_403, 404: M.ERROR_404 };

/** Maps a failed call's HTTP status to the panel's code; anything unexpected is a 500. */
export const errorCodeOf = (status: number | undefined): ErrorCode => (status === 403 || status === 404 ? status : 500);

/** The error panel of 01 §2: the code, its text and 'Reload page'. */
export function ErrorPanel({ code = 500, onReload }: { code?: ErrorCode; onReload?: () => void }) {
  return (
    <Box role="alert" sx={{ display: 'grid', placeItems: 'center', gap: 2, py: 8, textAlign: 'center' }}>
      <Typography variant="h2" component="p" color="primary" sx={{ fontWeight: 700 }}>
        {code}
      </Typography>
      <Typography variant="h6" component="p">
        {TEXTS[code]}
      </Typography>
      <Button variant="contained" onClick={onReload ?? (() => window.location.reload())}>
        {M.RELOAD_PAGE}
      </Button>
    </Box>
  );
}
