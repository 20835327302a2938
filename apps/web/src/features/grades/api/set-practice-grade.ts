import { type Gradebook, grades } from '@edu/shared';
import { useQueryClient } from '@tanstack/react-query';
import { call, useApiMutation } from '../../../lib/api';

/**
 * One cell of the grade grid (null clears it): no toast, the cell itself shows saved or why not (decision 0054); the
 * server's new row (cells, final grade, result) replaces the student's row in every loaded page of this course's grade book, so
 * that no refetch disturbs the cells being typed.
 */
export function useSaveGradeCell(scheduledId: string) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (input: { practice_id: string; user_id: string; grade: string | null }) =>
      call(grades.setPracticeGrade, { scheduled_id: scheduledId, ...input }),
    failure: () => undefined,
    onSuccess: ({ row }) =>
      queryClient.setQueriesData<Gradebook>({ queryKey: [grades.getGradebook.service, grades.getGradebook.name, { scheduled_id: scheduledId }] }, (old) =>
        old && {
          ...old,
          students: old.students.map((s) => (s.student._id === row.student._id ? row : s)),
        },
      ),
  });
}
