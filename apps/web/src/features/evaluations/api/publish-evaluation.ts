import { evaluations, isoOfLimaInput, M, type PublishFormValues } from '@edu/shared';
import { call, useApiMutation } from '../../../lib/api';
import { EVALUATION_DETAILS, EVALUATION_LISTS, PUBLISHED_LISTS, useEntityId } from './evaluation-lists';

/**
 * 'Publicar' (04 §2.4), and publishing again to move the window: the times are Lima's. The server's refusals (not 20
 * points, no questions, a practice of another programme) reach the toast in its own words.
 */
export function usePublishEvaluation(again = false) {
  const entityId = useEntityId();
  return useApiMutation({
    mutationFn: ({ evaluationId, values }: { evaluationId: string; values: PublishFormValues }) =>
      call(evaluations.publishEvaluation, {
        evaluation_id: evaluationId,
        entity: entityId,
        opens_at: isoOfLimaInput(values.opens_at),
        closes_at: isoOfLimaInput(values.closes_at),
        practice_id: values.practice_id || null,
        show_grade: values.show_grade,
      }),
    success: again ? M.EVALUATION_REPUBLISHED : M.EVALUATION_PUBLISHED,
    invalidates: [...EVALUATION_LISTS, ...PUBLISHED_LISTS, ...EVALUATION_DETAILS],
  });
}
