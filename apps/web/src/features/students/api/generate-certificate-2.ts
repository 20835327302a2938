import { certificates, M } from '@edu/shared';
import { useQueryClient } from '@tanstack/react-query';
import { call, queryKeyOf, useApiMutation } from '../../../lib/api';
import { useEntityId } from './students-lists';

const { generateCertificate_2, getCertificateByUser } = certificates;

/** Renders the student's certificate from the course's template (02 §2.11): 02 §8's two toasts. */
export function useGenerateCertificate(scheduledId: string, userId: string) {
  const queryClient = useQueryClient();
  const entityId = useEntityId();
  return useApiMutation({
    mutationFn: () =>
      call(generateCertificate_2, { scheduled_id: scheduledId, entity_id: entityId, student_id: userId }),
    success: M.CERTIFICATE_ADDED,
    failure: M.CERTIFICATE_ADD_FAILED,
    explains: [],
    onSuccess: (certificate) => {
      // the answer is the certificate as getCertificateByUser reads it: show it without asking again
      queryClient.setQueryData(
        queryKeyOf(getCertificateByUser, { entity: entityId, scheduled: scheduledId, user: userId }),
        certificate,
      );
    },
  });
}
