// The page an entity's invitation e-mail opens (docs/decisions/0028): which entity asks, for which roles; accept or
// refuse, without signing in (the link is the proof of the mailbox).
import { M } from '@edu/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { PageSpinner } from '../../../components/page-spinner';
import { ApiError } from '../../../lib/api';
import { paths } from '../../../config/paths';
import { answerInvitationByLink, fetchInvitation } from '../api/invitation-link';
import { InvitationOffer } from '../components/invitation-offer';
import { LinkCard } from '../components/link-card';

export function InvitationRoute() {
  const token = useParams().token ?? '';
  const invitation = useQuery({
    queryKey: ['invitations', 'getInvitation', token],
    queryFn: ({ signal }) => fetchInvitation(token, signal),
    retry: false,
  });
  // the answer is told on the page itself, as the e-mail confirmation's is
  const answer = useMutation({ mutationFn: (accept: boolean) => answerInvitationByLink(token, accept) });

  if (invitation.isPending) return <PageSpinner fullScreen />;
  const done = answer.data
    ? answer.data.message
    : answer.isError
      ? answer.error instanceof ApiError
        ? answer.error.message
        : M.ERROR_OCCURRED
      : null;
  const gone = invitation.isError ? M.INVITATION_GONE : null;
  const message = done ?? gone;
  const data = invitation.data;
  return (
    <LinkCard title={M.INVITATION_TITLE}>
      {message || !data ? (
        <Typography role="status" sx={{ mb: 3 }}>
          {message ?? M.INVITATION_GONE}
        </Typography>
      ) : (
        <Box sx={{ mb: 2 }}>
          <InvitationOffer entity={data.entity} roles={data.roles} isBusy={answer.isPending} onAnswer={(accept) => answer.mutate(accept)} />
        </Box>
      )}
      <Button component={RouterLink} to={paths.login} variant={message ? 'contained' : 'text'} fullWidth>
        {M.SIGN_IN_BUTTON}
      </Button>
    </LinkCard>
  );
}
