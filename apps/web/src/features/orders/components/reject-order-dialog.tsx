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
// the server's rule, written once: required, 'Escriba el motivo del rechazo'
const rejectForm = z.object({ message: orders.rejectOrder.input.shape.message });
type RejectForm = z.infer<typeof rejectForm>;

interface RejectOrderDialogProps {
  /** what is rejected: the buyer and the amount */
  text: string;
  isPending: boolean;
  onCancel: () => void;
  onReject: (comment: string) => unknown;
}

/** The reject modal of 02 §2.12: a required comment, sent as rejectOrder's message. */
export function RejectOrderDialog({ text, isPending, onCancel, onReject }: RejectOrderDialogProps) {
  const form = useForm<RejectForm>({ resolver: zodResolver(rejectForm), defaultValues: { message: '' } });
  const submit = form.handleSubmit((values) => onReject(values.message));
  return (
    <TitledDialog title={M.REJECT_ORDER_TITLE} titleId="reject-title" busy={isPending} onClose={onCancel} maxWidth="sm">
      <DialogContent dividers>
        <DialogContentText sx={{ mb: 2 }}>{text}</DialogContentText>
        <Box component="form" id={FORM_ID} noValidate onSubmit={submit}>
          <TextInput
            label={M.REJECT_COMMENT_LABEL}
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
        <ActionButtons onCancel={onCancel} busy={isPending} label={M.REJECT} submit={FORM_ID} color="error" />
      </DialogActions>
    </TitledDialog>
  );
}
