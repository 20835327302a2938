import { M } from '@edu/shared';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

interface InvitationOfferProps {
  entity: { entity_name: string; logo: string | null };
  roles: string[];
  isBusy: boolean;
  onAnswer: (accept: boolean) => void;
}

/** Which entity asks, for which roles, what accepting shares, and the two answers (docs/decisions/0028). */
export function InvitationOffer({ entity, roles, isBusy, onAnswer }: InvitationOfferProps) {
  return (
    <Box component="section" aria-label={entity.entity_name}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 1 }}>
        <Avatar src={entity.logo ?? undefined} alt="" variant="rounded">
          {entity.entity_name.charAt(0)}
        </Avatar>
        <Typography>{M.invitationText(entity.entity_name, M.roleNames(roles))}</Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {M.INVITATION_PRIVACY}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button disabled={isBusy} onClick={() => onAnswer(false)}>
          {M.INVITATION_DECLINE}
        </Button>
        <Button variant="contained" disabled={isBusy} onClick={() => onAnswer(true)}>
          {M.INVITATION_ACCEPT}
        </Button>
      </Box>
    </Box>
  );
}
