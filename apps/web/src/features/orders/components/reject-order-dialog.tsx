import { LIMITS, M, orders } from '@edu/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { fieldProps } from '../../../components/form-field';
import { TextInput } from '../../../components/text-input';
import { ActionButtons } from '../../../components/action-buttons';
import { TitledDialog } from '../../../components/titled-dialog';

const FORM_ID = 'reject-order-form';
// the server's rules, written once: required, 'Escriba el motivo del rechazo' (or 'de la anulación')
const FORMS = {
  reject: z.object({ message: orders.rejectOrder.input.shape.message }),
  annul: z.object({ message: orders.annulOrder.input.shape.message }),
};
type RejectForm = { message: string };
/** what the dialog asks for: a rejection (02 §2.12) or an accepted order's annulment (decision 0063) */
const WORDS = {
  reject: { title: M.REJECT_ORDER_TITLE, label: M.REJECT_COMMENT_LABEL, action: M.REJECT },
  annul: { title: M.ANNUL_ORDER_TITLE, label: M.ANNUL_REASON_LABEL, action: M.ANNUL },
};

interface RejectOrderDialogProps {
  kind?: keyof typeof WORDS;
  /** what is rejected: the buyer and the amount */
  text: string;
  isPending: boolean;
  onCancel: () => void;
  onReject: (comment: string) => unknown;
}

/** The reject modal of 02 §2.12: a required comment, sent as rejectOrder's message; the same for annulOrder's reason. */
export function RejectOrderDialog({ kind = 'reject', text, isPending, onCancel, onReject }: RejectOrderDialogProps) {
  const words = WORDS[kind];
  const form = useForm<RejectForm>({ resolver: zodResolver(FORMS[kind]), defaultValues: { message: '' } });
  const submit = form.handleSubmit((values) => onReject(values.message));
  return (
    <TitledDialog title={words.title} titleId="reject-title" busy={isPending} onClose={onCancel} maxWidth="sm">
      <DialogContent dividers>
        <DialogContentText sx={{ mb: 2 }}>{text}</DialogContentText>
        <Box component="form" id={FORM_ID} noValidate onSubmit={submit}>
          <TextInput
            label={words.label}
            required
            multiline
            minRows={3}
            autoFocus
            inputProps={{ maxLength: LIMITS.courseDescription }}
            {...fieldProps(form, 'message')}
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <ActionButtons onCancel={onCancel} busy={isPending} label={words.action} submit={FORM_ID} color="error" />
      </DialogActions>
    </TitledDialog>
  );
}
