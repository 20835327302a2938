import { M, studentCertificates } from '@edu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { call, queryKeyOf } from '../../../lib/api';
import { useEntityId } from './students-lists';

const { generateCertificate_2, getCertificateByUser } = studentCertificates;

/** Renders the student's certificate from the course's template (02 §2.11): 02 §8's two toasts. */
export function useGenerateCertificate(scheduledId: string, userId: string) {
  const queryClient = useQueryClient();
  const entityId = useEntityId();
  return useMutation({
    mutationFn: () =>
      call(generateCertificate_2, { scheduled_id: scheduledId, entity_id: entityId, student_id: userId }),
    onSuccess: (certificate) => {
      toast.success(M.CERTIFICATE_ADDED);
      // the answer is the certificate as getCertificateByUser reads it: show it without asking again
      queryClient.setQueryData(
        queryKeyOf(getCertificateByUser, { entity: entityId, scheduled: scheduledId, user: userId }),
        certificate,
      );
    },
    onError: () => toast.error(M.CERTIFICATE_ADD_FAILED),
  });
}
