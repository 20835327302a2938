import { courses, M } from '@edu/shared';
import { call, useApiMutation } from '../../../lib/api';
import { useEntityId } from '../../../lib/session';

/** Every change moves every percentage: the list is read again after each. */
export function useCreateQualifiedPractice(courseId: string) {
  const entityId = useEntityId();
  return useApiMutation({
    mutationFn: ({ title, weight }: { title: string; weight: string }) =>
      call(courses.createQualifiedPractice, { entity: entityId, course: courseId, title, weight }),
    success: M.PRACTICE_CREATED,
    invalidates: [courses.getQualifiedPractices],
  });
}
