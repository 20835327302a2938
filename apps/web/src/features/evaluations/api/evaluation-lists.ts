import { evaluations } from '@edu/shared';

export { useEntityId } from '../../../lib/session';

/** An evaluation added, changed or removed: the module's list of evaluations. */
export const EVALUATION_LISTS = [evaluations.getEvaluations];

/** An evaluation published or its window moved: the 'Publicadas' list (04 §2.4). */
export const PUBLISHED_LISTS = [evaluations.getPublishedEvaluations];

/** An evaluation changed: what its show mode reads. */
export const EVALUATION_DETAILS = [evaluations.getEvaluation];
