import { evaluations, M } from '@edu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { call } from '../../../lib/api';
import { invalidateEvaluationLists, reasonOf, useEntityId } from './evaluation-lists';
import type { EvaluationPlace, EvaluationValues } from './save-evaluation-values';

export function useCreateEvaluation({ courseId, moduleId }: EvaluationPlace) {
  const queryClient = useQueryClient();
  const entityId = useEntityId();
  return useMutation({
    mutationFn: (values: EvaluationValues) =>
      call(evaluations.createEvaluationManual, {
        ...values,
        entity: entityId,
        main_course: courseId,
        course_id: moduleId,
      }),
    onSuccess: () => {
      toast.success(M.EVALUATION_CREATED);
      return invalidateEvaluationLists(queryClient);
    },
    onError: (error) => toast.error(reasonOf(error, M.ERROR_OCCURRED)),
  });
}
