import { evaluations, M } from '@edu/shared';
import { call, useApiMutation } from '../../../lib/api';
import { EVALUATION_DETAILS, EVALUATION_LISTS, useEntityId } from './evaluation-lists';
import type { EvaluationPlace, EvaluationValues } from './save-evaluation-values';

/** New settings and question list for an evaluation; the programme and module stay (decision 0019). */
export function useUpdateEvaluation({ courseId, moduleId }: EvaluationPlace) {
  const entityId = useEntityId();
  return useApiMutation({
    mutationFn: ({ evaluationId, values }: { evaluationId: string; values: EvaluationValues }) =>
      call(evaluations.updateEvaluationManual, {
        ...values,
        evaluation_id: evaluationId,
        entity: entityId,
        main_course: courseId,
        course_id: moduleId,
      }),
    success: M.EVALUATION_UPDATED,
    invalidates: [...EVALUATION_LISTS, ...EVALUATION_DETAILS],
  });
}
