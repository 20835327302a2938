import { courses } from '@edu/shared';
import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/api';
import { useEntityId } from './course-lists';

/** The graded practices of a programme, each with its share of the total weight. */
export function useQualifiedPractices(courseId: string) {
  const entityId = useEntityId();
  return useQuery({
    ...queryOf(courses.getQualifiedPractices, { entity: entityId, parent_course: courseId }),
    enabled: Boolean(entityId),
  });
}

/** Every change moves every percentage: the list is read again after each. */
export const invalidatePractices = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({
    queryKey: [courses.getQualifiedPractices.service, courses.getQualifiedPractices.name],
  });
