import { evaluations, M } from '@edu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { call } from '../../../lib/api';
import type { QuestionValues } from './create-question';
import type { BankOf } from './get-question-bank';
import { invalidateQuestionBank, reasonOf, useEntityId } from './question-bank-lists';

/** A question of the bank, all its fields sent again. */
export function useUpdateQuestion({ moduleName }: BankOf) {
  const queryClient = useQueryClient();
  const entityId = useEntityId();
  return useMutation({
    mutationFn: ({ questionId, values }: { questionId: string; values: QuestionValues }) =>
      call(evaluations.updateQuestion, { ...values, question_id: questionId, entity: entityId, keywords: moduleName }),
    onSuccess: () => {
      toast.success(M.QUESTION_UPDATED);
      return invalidateQuestionBank(queryClient);
    },
    onError: (error) => toast.error(reasonOf(error)),
  });
}
