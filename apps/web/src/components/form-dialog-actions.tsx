import { M } from '@edu/shared';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';

/** The button row of a form dialog: cancel, and save submitting the form `formId`; both off while it saves. */
export function FormDialogActions({
  formId,
  busy,
  onCancel,
  cancelLabel = M.CANCEL,
  saveLabel = M.SAVE,
}: {
  formId: string;
  busy: boolean;
  onCancel: () => void;
  cancelLabel?: string;
  saveLabel?: string;
}) {
  return (
    <DialogActions>
      <Button onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </Button>
      <Button type="submit" form={formId} variant="contained" disabled={busy}>
        {saveLabel}
      </Button>
    </DialogActions>
  );
}
