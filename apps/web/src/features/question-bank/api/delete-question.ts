import { evaluations, M } from '@edu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { call } from '../../../lib/api';
import { invalidateQuestionBank, reasonOf, useEntityId } from './question-bank-lists';

/** Removes a question from the bank; one that is part of an evaluation is refused (409) with the server's reason. */
export function useDeleteQuestion() {
  const queryClient = useQueryClient();
  const entityId = useEntityId();
  return useMutation({
    mutationFn: (questionId: string) => call(evaluations.deleteQuestion, { question_id: questionId, entity: entityId }),
    onSuccess: () => {
      toast.success(M.QUESTION_DELETED);
      return invalidateQuestionBank(queryClient);
    },
    onError: (error) => toast.error(reasonOf(error)),
  });
}
