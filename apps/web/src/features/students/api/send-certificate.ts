import { certificates, M } from '@edu/shared';
import { call, useApiMutation } from '../../../lib/api';
import { useEntityId } from './students-lists';

/** E-mails the certificate (02 §2.11): the server's 'El certificado se ha enviado al correo {email}', or 02 §8's failure. */
export function useSendCertificate(scheduledId: string, userId: string) {
  const entityId = useEntityId();
  return useApiMutation({
    mutationFn: (email: string) =>
      call(certificates.sendCertificate, { entity: entityId, student: userId, scheduled: scheduledId, email }),
    success: (data, email) => data.message || M.certificateSent(email),
    failure: M.CERTIFICATE_SEND_FAILED,
    explains: [],
  });
}
