import { grades, M } from '@edu/shared';
import { call, useApiMutation } from '../../../lib/api';

/** Points and a comment for an answer: it leaves 'Por calificar', and the grade book and counts follow. */
export function useGradeAnswer() {
  return useApiMutation({
    mutationFn: (input: { answer_id: string; points: string; comment: string }) => call(grades.gradeAnswer, input),
    success: M.ANSWER_GRADED,
    invalidates: [grades.getPendingAnswers, grades.getGradebook, grades.getTeacherCourses],
  });
}
