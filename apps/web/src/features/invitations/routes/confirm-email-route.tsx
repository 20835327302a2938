// The page an e-mail change's confirmation link opens (docs/decisions/0028): the person confirms with a click, so that
// a mail scanner that opens links confirms nothing.
import { M } from '@edu/shared';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { ApiError } from '../../../lib/api';
import { paths } from '../../../config/paths';
import { confirmEmail } from '../api/invitation-link';
import { LinkCard } from '../components/link-card';

export function ConfirmEmailRoute() {
  const token = useParams().token ?? '';
  const confirm = useMutation({ mutationFn: () => confirmEmail(token) });
  const text = confirm.data
    ? confirm.data.message
    : confirm.isError
      ? confirm.error instanceof ApiError && confirm.error.status !== 404
        ? confirm.error.message
        : M.EMAIL_CONFIRM_GONE
      : M.EMAIL_CONFIRM_TEXT;
  const isDone = confirm.isSuccess || confirm.isError;
  return (
    <LinkCard title={M.EMAIL_CONFIRM_TITLE}>
      <Typography role="status" sx={{ mb: 3 }}>
        {text}
      </Typography>
      {isDone ? (
        <Button component={RouterLink} to={paths.login} variant="contained" fullWidth>
          {M.SIGN_IN_BUTTON}
        </Button>
      ) : (
        <Button variant="contained" fullWidth disabled={confirm.isPending} onClick={() => confirm.mutate()}>
          {M.EMAIL_CONFIRM_BUTTON}
        </Button>
      )}
    </LinkCard>
  );
}
