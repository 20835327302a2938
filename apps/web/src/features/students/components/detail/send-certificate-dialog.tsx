import { certificates, M } from '@edu/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { fieldProps } from '../../../../components/form-field';
import { TextInput } from '../../../../components/text-input';
import { useSendCertificate } from '../../api/send-certificate';

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
    <Dialog
      open
      onClose={send.isPending ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby="send-cert-title"
    >
      <DialogTitle id="send-cert-title">{M.SEND_CERTIFICATE}</DialogTitle>
      <DialogContent>
        <form id={FORM_ID} noValidate onSubmit={submit}>
          <TextInput label={M.EMAIL_LABEL} type="email" required sx={{ mt: 1 }} {...fieldProps(form, 'email')} />
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={send.isPending}>
          {M.CANCEL}
        </Button>
        <Button type="submit" form={FORM_ID} variant="contained" disabled={send.isPending}>
          {M.SEND}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
