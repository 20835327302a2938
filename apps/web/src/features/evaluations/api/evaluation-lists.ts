import { evaluations } from '@edu/shared';
import type { QueryClient } from '@tanstack/react-query';

export { useEntityId } from '../../../lib/session';
export { reasonOf } from '../../../lib/api';

const { getEvaluation, getEvaluations } = evaluations;

/** An evaluation added, changed or removed: the module's list of evaluations. */
export const invalidateEvaluationLists = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: [getEvaluations.service, getEvaluations.name] });

/** An evaluation changed: what its show mode reads. */
export const invalidateEvaluationDetails = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: [getEvaluation.service, getEvaluation.name] });
