import { M } from '@edu/shared';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { useId, useState } from 'react';
import { useUserForm } from '../../../components/user-form/user-form';
import { INVITE_FORM_ID, InviteForm } from './invite-form';
import { MANUAL_FORM_ID, ManualUserForm, validatePersonPage } from './manual-user-form';
import { ActionButtons } from '../../../components/action-buttons';
import { TitledDialog } from '../../../components/titled-dialog';

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
    <TitledDialog
      title={view === 'invite' ? M.ADD_USER_TITLE : M.ASSIGN_MANUALLY}
      titleId={titleId}
      busy={isPending}
      onClose={onClose}
      maxWidth="sm"
    >
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
            <ActionButtons onCancel={onClose} busy={isPending} label={M.SEND} submit={INVITE_FORM_ID} pending={false} />
          </>
        )}
        {view === 0 && <ActionButtons onCancel={onClose} busy={false} label={M.NEXT} onClick={next} />}
        {view === 1 && (
          <>
            <Button onClick={() => setView(0)} disabled={isPending} sx={{ mr: 'auto' }}>
              {M.BACK}
            </Button>
            <ActionButtons
              onCancel={onClose}
              busy={isPending}
              label={M.FINISH}
              submit={MANUAL_FORM_ID}
              pending={false}
            />
          </>
        )}
      </DialogActions>
    </TitledDialog>
  );
}
