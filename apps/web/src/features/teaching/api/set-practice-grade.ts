import { grades, M } from '@edu/shared';
import { call, useApiMutation } from '../../../lib/api';

/** A practice's grade for a student in the course (null clears it); the server answers the row's new final grade. */
export function useSetPracticeGrade(scheduledId: string) {
  return useApiMutation({
    mutationFn: (input: { practice_id: string; user_id: string; grade: string | null }) =>
      call(grades.setPracticeGrade, { scheduled_id: scheduledId, ...input }),
    success: M.GRADE_SAVED,
    invalidates: [grades.getGradebook],
  });
}
