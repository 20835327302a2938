import { M } from '@edu/shared';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useRef, useState } from 'react';

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
        <Button onClick={onCancel} disabled={busy}>
          {M.CANCEL}
        </Button>
        <Button
          variant="contained"
          onClick={confirm}
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {M.ACCEPT}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
