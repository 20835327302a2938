import { courses } from '@edu/shared';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/api';
import { useEntityId } from '../../../lib/session';

/** The templates a programme may use, the chosen one marked `selected` with its uploaded images (signed links). */
export function useCertificateTemplates(courseId: string) {
  const entityId = useEntityId();
  return useQuery({
    ...queryOf(courses.getCertificatesTemplates, { entity: entityId, course: courseId }),
    enabled: Boolean(entityId),
    // the images' signed links expire: read them again rather than keep them long
    staleTime: 60_000,
  });
}
