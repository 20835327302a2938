import { certificates } from '@edu/shared';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/api';
import { useEntityId } from './students-lists';

/** The student's certificate of a scheduled course: hasCertificate and a short-lived signed link (02 §3, §4). */
export function useCertificateByUser(scheduledId: string, userId: string) {
  const entityId = useEntityId();
  return useQuery({
    ...queryOf(certificates.getCertificateByUser, { entity: entityId, scheduled: scheduledId, user: userId }),
    // the link is signed for a short while: read it again whenever the tab opens
    staleTime: 0,
    enabled: Boolean(entityId && scheduledId && userId),
  });
}
