import { questionBank, type QuestionOutput } from '@edu/shared';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { QuestionValues } from '../../api/create-question';

/** The form holds the alternatives as a typed list (the contract also takes them as a JSON string). */
export type QuestionFormInput = Omit<z.input<typeof questionBank.questionForm>, 'alternatives' | 'keywords'> & {
  alternatives: QuestionValues['alternatives'];
};
export type QuestionFormOutput = z.output<typeof questionBank.questionForm>;
export type QuestionForm = UseFormReturn<QuestionFormInput, unknown, QuestionFormOutput>;

/** Empty for a new question (the first type, no alternatives yet); pre-filled from the question to update. */
export const defaultsOf = (question?: QuestionOutput): QuestionFormInput => ({
  title: question?.title ?? '',
  question: question?.question ?? '',
  type: question?.type ?? 'unique',
  nivel: question?.nivel ?? 'medium',
  alternatives: question?.alternatives.map(({ _id, value, correct }) => ({ _id, value, correct })) ?? [],
  model_answer: question?.model_answer ?? '',
});

/** The contract's own form schema, so that the page refuses exactly what the server refuses. */
export const questionSchema = questionBank.questionForm as unknown as z.ZodType<QuestionFormOutput, QuestionFormInput>;

/** What createQuestion / updateQuestion take; the module (and its name as keywords) is added by the call. */
export const toValues = (values: QuestionFormOutput): QuestionValues => ({
  title: values.title,
  question: values.question,
  type: values.type,
  nivel: values.nivel,
  alternatives: values.alternatives,
  model_answer: values.model_answer,
});
