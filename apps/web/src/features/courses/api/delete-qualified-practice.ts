import { courses, M } from '@edu/shared';
import { call, useApiMutation } from '../../../lib/api';

export function useDeleteQualifiedPractice() {
  return useApiMutation({
    mutationFn: (practiceId: string) => call(courses.deleteQualifiedPractice, { qualified_practice: practiceId }),
    success: M.PRACTICE_DELETED,
    invalidates: [courses.getQualifiedPractices],
  });
}
