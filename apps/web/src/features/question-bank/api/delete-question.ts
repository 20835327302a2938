import { M, questionBank } from '@edu/shared';
import { call, useApiMutation } from '../../../lib/api';
import { useEntityId } from '../../../lib/session';
import { BANK_LISTS } from './create-question';

/** Removes a question from the bank; one that is part of an evaluation is refused (409) with the server's reason. */
export function useDeleteQuestion() {
  const entityId = useEntityId();
  return useApiMutation({
    mutationFn: (questionId: string) => call(questionBank.deleteQuestion, { question_id: questionId, entity: entityId }),
    success: M.QUESTION_DELETED,
    invalidates: BANK_LISTS,
  });
}
