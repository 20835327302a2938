import { M } from '@edu/shared';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useUserForm } from '../../../components/user-form/user-form';
import { INVITE_FORM_ID, InviteForm } from './invite-form';
import { MANUAL_FORM_ID, ManualUserForm, validatePersonPage } from './manual-user-form';

type View = 'invite' | 0 | 1;

/** 'Agregar' on the Users page (01 §2): the invitation first, or 'Asignar Manualmente' for the two-page form. */
export function AddUserDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const [view, setView] = useState<View>('invite');
  const [isPending, setPending] = useState(false);
  const manualForm = useUserForm();

  const next = async () => {
    if (await validatePersonPage(manualForm)) setView(1);
  };

  return (
    <Dialog open onClose={isPending ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{view === 'invite' ? M.ADD_USER_TITLE : M.ASSIGN_MANUALLY}</DialogTitle>
      <DialogContent dividers>
        {view === 'invite' ? (
          <InviteForm onSent={onClose} onPendingChange={setPending} />
        ) : (
          <ManualUserForm
            form={manualForm}
            page={view}
            onPageChange={setView}
            onCreated={onClose}
            onPendingChange={setPending}
          />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        {view === 'invite' && (
          <>
            <Button onClick={() => setView(0)} disabled={isPending} sx={{ mr: 'auto' }}>
              {M.ASSIGN_MANUALLY}
            </Button>
            <Button onClick={onClose} disabled={isPending}>
              {M.CANCEL}
            </Button>
            <Button type="submit" form={INVITE_FORM_ID} variant="contained" disabled={isPending}>
              {M.SEND}
            </Button>
          </>
        )}
        {view === 0 && (
          <>
            <Button onClick={onClose}>{M.CANCEL}</Button>
            <Button variant="contained" onClick={next}>
              {M.NEXT}
            </Button>
          </>
        )}
        {view === 1 && (
          <>
            <Button onClick={() => setView(0)} disabled={isPending} sx={{ mr: 'auto' }}>
              {M.BACK}
            </Button>
            <Button onClick={onClose} disabled={isPending}>
              {M.CANCEL}
            </Button>
            <Button type="submit" form={MANUAL_FORM_ID} variant="contained" disabled={isPending}>
              {M.FINISH}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
