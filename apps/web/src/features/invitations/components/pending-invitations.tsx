import { M } from '@edu/shared';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useAnswerInvitation, useMyInvitations } from '../api/my-invitations';
import { InvitationOffer } from './invitation-offer';

/**
 * At sign-in, the entities that invited the person (docs/decisions/0028): which one asks, for which roles, and that
 * their personal data reaches it only if they accept. Closing it leaves the invitations for the next sign-in.
 */
export function PendingInvitations({ onJoined }: { onJoined: (entityId: string) => void }) {
  const mine = useMyInvitations(true);
  const answer = useAnswerInvitation();
  const [isClosed, setClosed] = useState(false);
  const pending = mine.data?.invitations ?? [];
  if (isClosed || !pending.length) return null;
  const reply = (invitation: string, accept: boolean) =>
    answer.mutate({ invitation, accept }, { onSuccess: (res) => accept && onJoined(res.entity_id) });
  return (
    <Dialog open onClose={() => setClosed(true)} maxWidth="xs" fullWidth aria-labelledby="invitations-title">
      <DialogTitle id="invitations-title">{M.INVITATIONS_TITLE}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={3}>
          {pending.map((inv) => (
            <InvitationOffer
              key={inv._id}
              entity={inv.entity}
              roles={inv.roles}
              isBusy={answer.isPending}
              onAnswer={(accept) => reply(inv._id, accept)}
            />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setClosed(true)}>{M.INVITATION_LATER}</Button>
      </DialogActions>
    </Dialog>
  );
}
