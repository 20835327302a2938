import { certificates, M } from '@edu/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { fieldProps } from '../../../../components/form-field';
import { TextInput } from '../../../../components/text-input';
import { useSendCertificate } from '../../api/send-certificate';
import { ActionButtons } from '../../../../components/action-buttons';
import { TitledDialog } from '../../../../components/titled-dialog';

const FORM_ID = 'send-certificate-form';
const sendForm = z.object({ email: certificates.sendCertificate.input.shape.email });

interface SendCertificateDialogProps {
  scheduledId: string;
  student: { _id: string; email: string };
  onClose: () => void;
}

/** 'Enviar por correo': the certificate goes to the student's e-mail, or to another one typed here. */
export function SendCertificateDialog({ scheduledId, student, onClose }: SendCertificateDialogProps) {
  const send = useSendCertificate(scheduledId, student._id);
  const form = useForm<z.input<typeof sendForm>, unknown, z.output<typeof sendForm>>({
    resolver: zodResolver(sendForm),
    defaultValues: { email: student.email },
  });
  const submit = form.handleSubmit(({ email }) => send.mutate(email, { onSuccess: onClose }));
  return (
    <TitledDialog
      title={M.SEND_CERTIFICATE}
      titleId="send-cert-title"
      busy={send.isPending}
      onClose={onClose}
      maxWidth="xs"
    >
      <DialogContent>
        <form id={FORM_ID} noValidate onSubmit={submit}>
          <TextInput label={M.EMAIL_LABEL} type="email" required sx={{ mt: 1 }} {...fieldProps(form, 'email')} />
        </form>
      </DialogContent>
      <DialogActions>
        <ActionButtons onCancel={onClose} busy={send.isPending} label={M.SEND} submit={FORM_ID} pending={false} />
      </DialogActions>
    </TitledDialog>
  );
}
