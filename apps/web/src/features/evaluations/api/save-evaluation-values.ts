import type { Difficulty, EvaluationOption } from '@edu/shared';

/** What the evaluation form gives, ready for createEvaluationManual / updateEvaluationManual (02 §7). */
export interface EvaluationValues {
  title: string;
  attempts: number;
  duration_time: number;
  options: Record<EvaluationOption, boolean>;
  arrayIds: { id: string; index: number; points: number }[];
  /** the total of the questions' points */
  points: number;
  nivel: Record<Difficulty, number>;
}

/** Where the evaluation belongs: the programme (the :course of the address) and its module. */
export interface EvaluationPlace {
  courseId: string;
  moduleId: string;
}
