import { evaluations } from '@edu/shared';

export { useEntityId } from '../../../lib/session';

/** An evaluation added, changed or removed: the module's list of evaluations. */
export const EVALUATION_LISTS = [evaluations.getEvaluations];

/** An evaluation changed: what its show mode reads. */
export const EVALUATION_DETAILS = [evaluations.getEvaluation];
