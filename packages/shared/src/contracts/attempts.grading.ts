// The automatic part of grading an attempt (04 §4 'Grading'), pure so that it is tested alone (property-based) and
// the server only stores what it answers. Points travel in hundredths (integers): 6.5 + 6.5 + 7 is exactly 20.
import { isOpenType, toHundredths } from './evaluations.rules.js';
import type { QuestionType } from '../common/constants.js';

export interface GradableQuestion {
  type: QuestionType;
  alternatives: readonly { _id: string; correct: boolean }[];
  /** the question's points in this evaluation */
  points: number | string;
}

/** What a student answered: one alternative id (unique, boolean), several (multiple), or text or a file (open types). */
export type GivenAnswer = string | readonly string[] | null;

/**
 * The points of one answer in hundredths, or null while a teacher has to grade it (short, large, file).
 * unique and boolean: all the points when the chosen alternative is the correct one, else 0. multiple: all the points
 * only when exactly the correct set is chosen (no partial credit), else 0.
 */
export function answerHundredths(question: GradableQuestion, answer: GivenAnswer): number | null {
  if (isOpenType(question.type)) return null;
  const correct = new Set(question.alternatives.filter((a) => a.correct).map((a) => a._id));
  const full = toHundredths(question.points);
  if (question.type === 'multiple') {
    const chosen = new Set(Array.isArray(answer) ? answer : []);
    const exact = chosen.size === correct.size && [...chosen].every((id) => correct.has(id));
    return exact && correct.size > 0 ? full : 0;
  }
  return typeof answer === 'string' && correct.size === 1 && correct.has(answer) ? full : 0;
}

/** An attempt's grade from its answers' points (hundredths; null ones not yet graded count 0), 0-20 with two decimals. */
export function attemptGrade(points: readonly (number | null)[]): string {
  const total = points.reduce<number>((sum, p) => sum + (p ?? 0), 0);
  return (Math.min(Math.max(total, 0), 2000) / 100).toFixed(2);
}

/** The evaluation's grade for a student: the best of their submitted attempts' grades, or null when none. */
export function bestGrade(grades: readonly string[]): string | null {
  if (!grades.length) return null;
  return (Math.max(...grades.map(toHundredths)) / 100).toFixed(2);
}

/** Hundredths as the two-decimal text every grade is shown with. */
export const pointsText = (hundredths: number) => (hundredths / 100).toFixed(2);
