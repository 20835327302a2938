import { evaluations, M } from '@edu/shared';
import { call, useApiMutation } from '../../../lib/api';
import { EVALUATION_LISTS, useEntityId } from './evaluation-lists';
import type { EvaluationPlace, EvaluationValues } from './save-evaluation-values';

export function useCreateEvaluation({ courseId, moduleId }: EvaluationPlace) {
  const entityId = useEntityId();
  return useApiMutation({
    mutationFn: (values: EvaluationValues) =>
      call(evaluations.createEvaluationManual, {
        ...values,
        entity: entityId,
        main_course: courseId,
        course_id: moduleId,
      }),
    success: M.EVALUATION_CREATED,
    invalidates: EVALUATION_LISTS,
  });
}
