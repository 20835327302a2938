// The page an entity's invitation e-mail opens (docs/decisions/0028): which entity asks, for which roles; accept or
// refuse, without signing in (the link is the proof of the mailbox).
import { M } from '@edu/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
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
    queryKey: ['auth', 'getInvitation', token],
    queryFn: ({ signal }) => fetchInvitation(token, signal),
    retry: false,
  });
  const [done, setDone] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);

  if (invitation.isPending) return <PageSpinner fullScreen />;
  const reply = async (accept: boolean) => {
    setSending(true);
    try {
      setDone((await answerInvitationByLink(token, accept)).message);
    } catch (error) {
      setDone(error instanceof ApiError ? error.message : M.ERROR_OCCURRED);
    } finally {
      setSending(false);
    }
  };
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
          <InvitationOffer entity={data.entity} roles={data.roles} isBusy={isSending} onAnswer={reply} />
        </Box>
      )}
      <Button component={RouterLink} to={paths.login} variant={message ? 'contained' : 'text'} fullWidth>
        {M.SIGN_IN_BUTTON}
      </Button>
    </LinkCard>
  );
}
