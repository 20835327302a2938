import { M, questionBank } from '@edu/shared';
import { call, useApiMutation } from '../../../lib/api';
import { useEntityId } from '../../../lib/session';
import { BANK_LISTS, type QuestionValues } from './create-question';
import type { BankOf } from './get-question-bank';

/** A question of the bank, all its fields sent again. */
export function useUpdateQuestion({ moduleName }: BankOf) {
  const entityId = useEntityId();
  return useApiMutation({
    mutationFn: ({ questionId, values }: { questionId: string; values: QuestionValues }) =>
      call(questionBank.updateQuestion, { ...values, question_id: questionId, entity: entityId, keywords: moduleName }),
    success: M.QUESTION_UPDATED,
    invalidates: BANK_LISTS,
  });
}
