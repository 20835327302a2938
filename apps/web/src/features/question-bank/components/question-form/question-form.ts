import { evaluations, type QuestionOutput } from '@edu/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { type Resolver, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { QuestionValues } from '../../api/create-question';

/** The form holds the alternatives as a typed list (the contract also takes them as a JSON string). */
export type QuestionFormInput = Omit<z.input<typeof evaluations.questionForm>, 'alternatives' | 'keywords'> & {
  alternatives: QuestionValues['alternatives'];
};
export type QuestionFormOutput = z.output<typeof evaluations.questionForm>;
export type QuestionForm = UseFormReturn<QuestionFormInput, unknown, QuestionFormOutput>;

// the contract's own form schema, so that the page refuses exactly what the server refuses
const resolver = zodResolver(evaluations.questionForm) as unknown as Resolver<
  QuestionFormInput,
  unknown,
  QuestionFormOutput
>;

/** Empty for a new question (the first type, no alternatives yet); pre-filled from the question to update. */
export function useQuestionForm(question?: QuestionOutput): QuestionForm {
  return useForm<QuestionFormInput, unknown, QuestionFormOutput>({
    resolver,
    defaultValues: {
      title: question?.title ?? '',
      question: question?.question ?? '',
      type: question?.type ?? 'unique',
      nivel: question?.nivel ?? 'medium',
      alternatives: question?.alternatives.map(({ _id, value, correct }) => ({ _id, value, correct })) ?? [],
    },
    mode: 'onTouched',
  });
}

/** What createQuestion / updateQuestion take; the module (and its name as keywords) is added by the call. */
export const toValues = (values: QuestionFormOutput): QuestionValues => ({
  title: values.title,
  question: values.question,
  type: values.type,
  nivel: values.nivel,
  alternatives: values.alternatives,
});
