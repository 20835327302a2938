import { evaluations } from '@edu/shared';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/api';
import { useEntityId } from './evaluation-lists';

/** One evaluation with its questions and their points, for the show and update modes. */
export function useEvaluation(evaluationId: string) {
  const entityId = useEntityId();
  return useQuery({
    ...queryOf(evaluations.getEvaluation, { evaluation_id: evaluationId, entity: entityId }),
    enabled: Boolean(entityId && evaluationId),
  });
}
