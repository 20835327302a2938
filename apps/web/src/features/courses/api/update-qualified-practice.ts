import { courses, M } from '@edu/shared';
import { call, useApiMutation } from '../../../lib/api';

/** Only the weight changes (02 §5: the title is not editable). */
export function useUpdateQualifiedPractice() {
  return useApiMutation({
    mutationFn: ({ practiceId, weight }: { practiceId: string; weight: string }) =>
      call(courses.updateQualifiedPractice, { qualified_practice: practiceId, weight }),
    success: M.PRACTICE_UPDATED,
    invalidates: [courses.getQualifiedPractices],
  });
}
