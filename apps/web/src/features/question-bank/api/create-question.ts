import { type AlternativeDraft, type Difficulty, evaluations, M, type QuestionType } from '@edu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { call } from '../../../lib/api';
import type { BankOf } from './get-question-bank';
import { invalidateQuestionBank, reasonOf, useEntityId } from './question-bank-lists';

/** What the question form gives (02 §3): the statement is HTML, each alternative keeps its _id on an edit. */
export interface QuestionValues {
  title: string;
  question: string;
  type: QuestionType;
  nivel: Difficulty;
  alternatives: (AlternativeDraft & { _id?: string })[];
}

/** A new question in the module's bank; keywords is the module's name (02 §3). */
export function useCreateQuestion({ moduleId, moduleName }: BankOf) {
  const queryClient = useQueryClient();
  const entityId = useEntityId();
  return useMutation({
    mutationFn: (values: QuestionValues) =>
      call(evaluations.createQuestion, { ...values, entity: entityId, course_id: moduleId, keywords: moduleName }),
    onSuccess: () => {
      toast.success(M.QUESTION_CREATED);
      return invalidateQuestionBank(queryClient);
    },
    onError: (error) => toast.error(reasonOf(error)),
  });
}
