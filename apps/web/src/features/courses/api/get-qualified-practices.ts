import { courses } from '@edu/shared';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/api';
import { useEntityId } from '../../../lib/session';

/** The graded practices of a programme, each with its share of the total weight. */
export function useQualifiedPractices(courseId: string) {
  const entityId = useEntityId();
  return useQuery({
    ...queryOf(courses.getQualifiedPractices, { entity: entityId, parent_course: courseId }),
    enabled: Boolean(entityId),
  });
}
