import {
  EVALUATION_OPTIONS,
  type EvaluationOption,
  type EvaluationOutput,
  type EvaluationQuestionOutput,
  evaluations,
} from '@edu/shared';
import { z } from 'zod';

const optionsSchema = z.object(
  Object.fromEntries(EVALUATION_OPTIONS.map((option) => [option, z.boolean()])) as Record<
    EvaluationOption,
    z.ZodBoolean
  >,
);

/** The shared evaluation form (title, attempts, duration, the chosen questions and the 20-point rule) plus the options. */
export const evaluationFormSchema = evaluations.evaluationForm.extend({ options: optionsSchema });

export interface ChosenQuestion {
  id: string;
  index: number;
  /** as typed: '' counts as 0 */
  points: string;
}

/** What the inputs hold: selects and number boxes give strings, which the schema turns into numbers. */
export interface EvaluationFormValues {
  title: string;
  attempts: string;
  duration_time: string;
  options: Record<EvaluationOption, boolean>;
  arrayIds: ChosenQuestion[];
}
export type EvaluationFormOutput = z.output<typeof evaluationFormSchema>;

const NO_OPTIONS = Object.fromEntries(EVALUATION_OPTIONS.map((option) => [option, false])) as Record<
  EvaluationOption,
  boolean
>;

export const EMPTY_EVALUATION: EvaluationFormValues = {
  title: '',
  attempts: '',
  duration_time: '',
  options: NO_OPTIONS,
  arrayIds: [],
};

/** The update form starts from the saved evaluation, its questions in their order. */
export function formValuesOf(evaluation: EvaluationOutput, questions: readonly EvaluationQuestionOutput[]) {
  return {
    title: evaluation.title,
    attempts: String(evaluation.attempts),
    duration_time: String(evaluation.duration_time),
    options: { ...NO_OPTIONS, ...evaluation.options },
    arrayIds: [...questions]
      .sort((a, b) => a.index - b.index)
      .map((question, index) => ({ id: question._id, index, points: String(question.points) })),
  } satisfies EvaluationFormValues;
}
