import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReactNode } from 'react';

interface TitledDialogProps {
  title: ReactNode;
  /** the title's id, which names the dialog */
  titleId: string;
  /** while its action runs the dialog does not close */
  busy?: boolean;
  onClose: () => void;
  maxWidth: DialogProps['maxWidth'];
  children: ReactNode;
}

/** A dialog open while it is mounted, named by its title, full width up to maxWidth. */
export function TitledDialog({ title, titleId, busy = false, onClose, maxWidth, children }: TitledDialogProps) {
  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth={maxWidth} fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {children}
    </Dialog>
  );
}
