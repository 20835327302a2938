import { M } from '@edu/shared';
import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';

interface ActionButtonsProps {
  onCancel: () => void;
  /** 'Cancelar' unless said (the wizard's first step) */
  cancelLabel?: ReactNode;
  /** disables both buttons while the action runs */
  busy: boolean;
  /** the action's text (Aceptar, Guardar, Importar…) */
  label: ReactNode;
  onClick?: () => void;
  /** the action submits this form (its id), or the form it stands in */
  submit?: boolean | string;
  color?: ButtonProps['color'];
  /** disables the action only, beside busy (nothing to save yet) */
  disabled?: boolean;
  /** the spinner on the action; busy unless said */
  pending?: boolean;
}

/** Cancel, then the contained action with a spinner while it runs: the end of the staff's dialogs and forms. */
export function ActionButtons({
  onCancel,
  cancelLabel = M.CANCEL,
  busy,
  label,
  onClick,
  submit,
  color,
  disabled = false,
  pending = busy,
}: ActionButtonsProps) {
  return (
    <>
      <Button onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </Button>
      <Button
        type={submit ? 'submit' : undefined}
        form={typeof submit === 'string' ? submit : undefined}
        variant="contained"
        color={color}
        onClick={onClick}
        disabled={busy || disabled}
        startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}
      >
        {label}
      </Button>
    </>
  );
}
