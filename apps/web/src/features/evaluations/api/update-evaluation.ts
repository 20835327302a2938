import { evaluations, M } from '@edu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { call } from '../../../lib/api';
import { invalidateEvaluationDetails, invalidateEvaluationLists, reasonOf, useEntityId } from './evaluation-lists';
import type { EvaluationPlace, EvaluationValues } from './save-evaluation-values';

/** New settings and question list for an evaluation; the programme and module stay (decision 0019). */
export function useUpdateEvaluation({ courseId, moduleId }: EvaluationPlace) {
  const queryClient = useQueryClient();
  const entityId = useEntityId();
  return useMutation({
    mutationFn: ({ evaluationId, values }: { evaluationId: string; values: EvaluationValues }) =>
      call(evaluations.updateEvaluationManual, {
        ...values,
        evaluation_id: evaluationId,
        entity: entityId,
        main_course: courseId,
        course_id: moduleId,
      }),
    onSuccess: () => {
      toast.success(M.EVALUATION_UPDATED);
      return Promise.all([invalidateEvaluationLists(queryClient), invalidateEvaluationDetails(queryClient)]);
    },
    onError: (error) => toast.error(reasonOf(error, M.ERROR_OCCURRED)),
  });
}
