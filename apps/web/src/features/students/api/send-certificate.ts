import { M, studentCertificates } from '@edu/shared';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { call } from '../../../lib/api';
import { useEntityId } from './students-lists';

/** E-mails the certificate (02 §2.11): the server's 'El certificado se ha enviado al correo {email}', or 02 §8's failure. */
export function useSendCertificate(scheduledId: string, userId: string) {
  const entityId = useEntityId();
  return useMutation({
    mutationFn: (email: string) =>
      call(studentCertificates.sendCertificate, { entity: entityId, student: userId, scheduled: scheduledId, email }),
    onSuccess: (data, email) => toast.success(data.message || M.certificateSent(email)),
    onError: () => toast.error(M.CERTIFICATE_SEND_FAILED),
  });
}
