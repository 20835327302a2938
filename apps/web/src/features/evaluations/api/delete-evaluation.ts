import { evaluations, M } from '@edu/shared';
import { call, useApiMutation } from '../../../lib/api';
import { EVALUATION_LISTS, useEntityId } from './evaluation-lists';

/** Removes an evaluation (never its questions). Only the list is refreshed: the deleted one's details are not asked again. */
export function useDeleteEvaluation() {
  const entityId = useEntityId();
  return useApiMutation({
    mutationFn: (evaluationId: string) =>
      call(evaluations.deleteEvaluation, { evaluation_id: evaluationId, entity: entityId }),
    success: M.EVALUATION_DELETED,
    invalidates: EVALUATION_LISTS,
  });
}
