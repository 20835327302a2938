import { M } from '@edu/shared';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';

export function ResetSucceeded() {
  return (
    <Box sx={{ display: 'grid', gap: 2, justifyItems: 'center', textAlign: 'center' }}>
      <CheckCircleOutlineIcon color="success" sx={{ fontSize: 56 }} />
      <Typography variant="h6" component="p">
        {M.RESET_SUCCESS_TITLE}
      </Typography>
      <Typography color="text.secondary">{M.RESET_SUCCESS_TEXT}</Typography>
      <Button component={RouterLink} to={paths.login} variant="contained" size="large">
        {M.SIGN_IN_BUTTON}
      </Button>
    </Box>
  );
}

export function ResetLinkExpired() {
  return (
    <Box sx={{ display: 'grid', gap: 2, justifyItems: 'center', textAlign: 'center' }}>
      <Typography role="alert">{M.RESET_TOKEN_EXPIRED}</Typography>
      <Button component={RouterLink} to={paths.recoverPassword} variant="outlined">
        {M.RECOVER_TITLE}
      </Button>
    </Box>
  );
}
