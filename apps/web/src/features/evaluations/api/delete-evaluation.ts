import { evaluations, M } from '@edu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { call } from '../../../lib/api';
import { invalidateEvaluationLists, reasonOf, useEntityId } from './evaluation-lists';

/** Removes an evaluation (never its questions). Only the list is refreshed: the deleted one's details are not asked again. */
export function useDeleteEvaluation() {
  const queryClient = useQueryClient();
  const entityId = useEntityId();
  return useMutation({
    mutationFn: (evaluationId: string) =>
      call(evaluations.deleteEvaluation, { evaluation_id: evaluationId, entity: entityId }),
    onSuccess: () => {
      toast.success(M.EVALUATION_DELETED);
      return invalidateEvaluationLists(queryClient);
    },
    onError: (error) => toast.error(reasonOf(error, M.ERROR_OCCURRED)),
  });
}
