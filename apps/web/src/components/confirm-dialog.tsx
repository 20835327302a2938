import { M } from '@edu/shared';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useRef, useState } from 'react';
import { ActionButtons } from './action-buttons';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  onCancel: () => void;
  /** may return a promise: the dialog shows a spinner until it settles */
  onConfirm: () => unknown;
  /** forces the spinner, for a caller that tracks the action itself (a mutation's isPending) */
  isPending?: boolean;
}

/** A yes/no question with Cancelar and Aceptar (e.g. 'Aviso' before a delete). */
export function ConfirmDialog({ open, title, text, onCancel, onConfirm, isPending = false }: ConfirmDialogProps) {
  const [running, setRunning] = useState(false);
  const busy = running || isPending;
  // a second click before the spinner is drawn (a double click) confirms nothing more (decision 0052)
  const isConfirming = useRef(false);

  const confirm = async () => {
    if (isConfirming.current || busy) return;
    isConfirming.current = true;
    setRunning(true);
    try {
      await onConfirm();
    } finally {
      isConfirming.current = false;
      setRunning(false);
    }
  };

  return (
    <Dialog
      open={open}
      // Cancelar or Escape only: the second click of a double click on the button that opened it lands on the
      // backdrop, and must not close the question it just asked (decision 0050)
      onClose={busy ? undefined : (_event, reason) => reason !== 'backdropClick' && onCancel()}
      aria-labelledby="confirm-dialog-title"
    >
      <DialogTitle id="confirm-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <ActionButtons onCancel={onCancel} busy={busy} label={M.ACCEPT} onClick={confirm} />
      </DialogActions>
    </Dialog>
  );
}
