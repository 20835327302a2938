import { M } from '@edu/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

interface OtherPersonProps {
  person: { email: string };
  /** this entity already invited them and they have not answered */
  isPending: boolean;
  isAdding: boolean;
  /** the server's answer once the invitation left */
  invited: string | null;
  onAdd: () => void;
}

/**
 * The search modal's 'exists, not in this entity' answer (02 §3): someone with an account outside this entity;
 * 'Agregar' invites them (docs/decisions/0028).
 */
export function OtherPerson({ person, isPending, isAdding, invited, onAdd }: OtherPersonProps) {
  if (invited) return <Alert severity="success">{invited}</Alert>;
  if (isPending) return <Alert severity="info">{M.invitationAlreadyPending(person.email)}</Alert>;
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" disabled={isAdding} onClick={onAdd}>
          {M.TABLE_ADD}
        </Button>
      }
    >
      {M.userInOtherEntity(person.email)}
    </Alert>
  );
}
