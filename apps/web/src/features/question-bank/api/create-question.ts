import { type AlternativeDraft, type Difficulty, M, questionBank, type QuestionType } from '@edu/shared';
import { call, useApiMutation } from '../../../lib/api';
import { useEntityId } from '../../../lib/session';
import type { BankOf } from './get-question-bank';

/** What the question form gives (02 §3): the statement is HTML, each alternative keeps its _id on an edit. */
export interface QuestionValues {
  title: string;
  question: string;
  type: QuestionType;
  nivel: Difficulty;
  alternatives: (AlternativeDraft & { _id?: string })[];
  /** an open question's 'Respuesta modelo / rúbrica' ('' for the others) */
  model_answer: string;
}

/** The module's bank as the page lists it, and as the evaluation form's picker lists it (getQuestions). */
export const BANK_LISTS = [questionBank.getQuestionBank, questionBank.getQuestions];

/** A new question in the module's bank; keywords is the module's name (02 §3). */
export function useCreateQuestion({ moduleId, moduleName }: BankOf) {
  const entityId = useEntityId();
  return useApiMutation({
    mutationFn: (values: QuestionValues) =>
      call(questionBank.createQuestion, { ...values, entity: entityId, course_id: moduleId, keywords: moduleName }),
    success: M.QUESTION_CREATED,
    invalidates: BANK_LISTS,
  });
}
