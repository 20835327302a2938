// The rules of the evaluation and question forms (02 §4-5, §9), written once: the forms show them, the server enforces them.
import { type Difficulty, LIMITS, OPEN_QUESTION_TYPES, type QuestionType, type ShowGrade } from '../common/constants.js';
import { hasClosed } from './attempts.start.js';
import * as M from '../common/messages.js';

/** Points are kept in hundredths so that 6.5 + 6.5 + 7 is exactly 20 (no binary floating point). */
export function toHundredths(points: number | string): number {
  return Math.round(Number(points) * 100);
}

/**
 * The 20-point rule of an evaluation: exactly 20 saves; below it the warning, above it the error (02 §5).
 * Answers null when the total is exactly 20.
 */
export function evaluationTotalIssue(points: readonly (number | string)[]): string | null {
  const total = points.reduce<number>((sum, p) => sum + toHundredths(p), 0);
  const goal = LIMITS.evaluationTotalPoints * 100;
  // a points field that is not a number ('abc') would make the total NaN, which is neither below nor above 20
  if (!Number.isFinite(total)) return M.QUESTION_POINTS_RANGE;
  if (total < goal) return M.EVALUATION_TOTAL_BELOW;
  if (total > goal) return M.EVALUATION_TOTAL_ABOVE;
  return null;
}

/** The sum of the points, formatted with up to two decimals ('20', '12.5'). */
export function formatPointsTotal(points: readonly (number | string)[]): string {
  const total = points.reduce<number>((sum, p) => sum + toHundredths(p), 0);
  return String(total / 100);
}

/** One question's points: 0 to 20, at most two decimals. */
export function questionPointsValid(points: number): boolean {
  return (
    Number.isFinite(points) &&
    points >= LIMITS.questionPointsMin &&
    points <= LIMITS.questionPointsMax &&
    Math.abs(points * 100 - Math.round(points * 100)) < 1e-6
  );
}

export function attemptsValid(attempts: number): boolean {
  return Number.isInteger(attempts) && attempts >= LIMITS.attemptsMin && attempts <= LIMITS.attemptsMax;
}

/**
 * When the student sees the grade, unless the coordinator chose (decision 0048): with a second attempt to come, a grade
 * seen on submitting tells which alternatives were right, so it waits for the closing; a single attempt shows it at once.
 */
export const defaultShowGrade = (attempts: number): ShowGrade => (attempts > 1 ? 'on_close' : 'on_submit');

export const showGradeOf = (e: { show_grade: ShowGrade | null; attempts: number }): ShowGrade =>
  e.show_grade ?? defaultShowGrade(e.attempts);

/** While true, nothing a student reads of the evaluation carries a grade, points, or which alternative is right. */
export function gradeHidden(
  e: { show_grade: ShowGrade | null; attempts: number; closes_at: Date | string | null },
  now: Date,
): boolean {
  return showGradeOf(e) !== 'on_submit' && !hasClosed(e, now);
}

/** Duration: 5 to 550 minutes in steps of 5 (02 §5). */
export function durationValid(minutes: number): boolean {
  return (
    Number.isInteger(minutes) &&
    minutes >= LIMITS.durationMin &&
    minutes <= LIMITS.durationMax &&
    minutes % LIMITS.durationStep === 0
  );
}

/** Every allowed duration, for the form's picker: 5, 10, … 550. */
export const DURATION_OPTIONS: readonly number[] = Array.from(
  { length: (LIMITS.durationMax - LIMITS.durationMin) / LIMITS.durationStep + 1 },
  (_, i) => LIMITS.durationMin + i * LIMITS.durationStep,
);

/** Minutes shown as hh:mm (02 §5): 5 → '00:05', 90 → '01:30', 550 → '09:10'. */
export function formatDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

export type AlternativeDraft = { value: string; correct: boolean };

export function isOpenType(type: QuestionType): type is (typeof OPEN_QUESTION_TYPES)[number] {
  return (OPEN_QUESTION_TYPES as readonly string[]).includes(type);
}

/**
 * The alternatives a question starts with when its type is chosen (02 §4: changing the type clears them):
 * boolean has the two fixed Verdadero/Falso with no choice made; short, large and file one fixed placeholder marked correct.
 */
export function initialAlternatives(type: QuestionType): AlternativeDraft[] {
  if (type === 'boolean') {
    return [
      { value: M.BOOLEAN_TRUE, correct: false },
      { value: M.BOOLEAN_FALSE, correct: false },
    ];
  }
  if (isOpenType(type)) return [{ value: M.OPEN_ALTERNATIVE[type], correct: true }];
  return [];
}

/**
 * The first broken rule of a question's alternatives (02 §5), or null. The order is the form's: none, only one,
 * a blank one, then the correct-answer rule of the type.
 */
export function alternativesIssue(type: QuestionType, alternatives: readonly AlternativeDraft[]): string | null {
  if (isOpenType(type)) {
    const [only] = alternatives;
    return alternatives.length === 1 && only?.value === M.OPEN_ALTERNATIVE[type] && only.correct
      ? null
      : M.FIELD_INVALID;
  }
  if (type === 'boolean') {
    const [t, f] = alternatives;
    if (alternatives.length !== 2 || t?.value !== M.BOOLEAN_TRUE || f?.value !== M.BOOLEAN_FALSE) return M.FIELD_INVALID;
    return alternatives.filter((a) => a.correct).length === 1 ? null : M.BOOLEAN_CHOICE_REQUIRED;
  }
  if (alternatives.length === 0) return M.NO_ALTERNATIVES;
  if (alternatives.length === 1) return M.ALTERNATIVE_ADD_ONE_MORE;
  if (alternatives.length > LIMITS.alternativesMax) return M.FIELD_INVALID;
  if (alternatives.some((a) => a.value.trim() === '')) return M.ALTERNATIVES_BLANK;
  const correct = alternatives.filter((a) => a.correct).length;
  if (type === 'unique') return correct === 1 ? null : M.ALTERNATIVE_CORRECT_REQUIRED;
  return correct >= 1 ? null : M.ALTERNATIVE_AT_LEAST_ONE_CORRECT;
}

/** How many questions of each difficulty an evaluation holds (its nivel counts). */
export function nivelCounts(questions: readonly { nivel: Difficulty }[]): Record<Difficulty, number> {
  const counts: Record<Difficulty, number> = { easy: 0, medium: 0, hard: 0 };
  for (const q of questions) counts[q.nivel] += 1;
  return counts;
}
