// The final grade of a scheduled course (04 §4 'Grades'), pure so that the server, the grade book and the student's
// Mis notas compute it one way and it is property-tested alone (docs/decisions/0037-grades-and-teachers.md).
// Grades and weights travel in hundredths (integers): the sums are exact and only the division rounds, once.
import { toHundredths } from './evaluations.rules.js';
import { type GradeStatus, LIMITS } from '../common/constants.js';

export interface WeightedGrade {
  /** the graded practice's weight (02 §2.4), ≥ 0 */
  weight: number | string;
  /** its grade on 0-20, or null when it has none yet */
  grade: number | string | null;
}

/** `numerator / denominator` rounded to an integer, half away from zero (denominator > 0). */
export function divideRounded(numerator: number, denominator: number): number {
  const magnitude = Math.floor((2 * Math.abs(numerator) + denominator) / (2 * denominator));
  return numerator < 0 ? -magnitude : magnitude;
}

/** A grade (0-20) as the two-decimal text every grade is shown with, rounded half away from zero. */
export function gradeText(grade: number | string): string {
  return (toHundredths(grade) / 100).toFixed(2);
}

/**
 * Σ(weight × grade) / Σ(weight) over the programme's graded practices, on 0-20 with two decimals, half away from zero.
 * A practice without a grade counts as 0 once the course has ended (`ended`) and is left out before. Null when no
 * practice counts (none, all without a grade before the end, or every weight 0).
 */
export function finalGrade(practices: readonly WeightedGrade[], ended: boolean): string | null {
  let weights = 0;
  let weighted = 0;
  for (const p of practices) {
    if (p.grade === null && !ended) continue;
    const w = toHundredths(p.weight);
    weights += w;
    weighted += w * (p.grade === null ? 0 : toHundredths(p.grade));
  }
  if (weights <= 0) return null;
  const hundredths = Math.min(Math.max(divideRounded(weighted, weights), 0), LIMITS.gradeMax * 100);
  return (hundredths / 100).toFixed(2);
}

/** Passed: the final grade reaches the entity's passing mark (11 unless it sets another); null without a final grade. */
export function hasPassed(final: string | null, passingMark: number | string): boolean | null {
  if (final === null) return null;
  return toHundredths(final) >= toHundredths(passingMark);
}

/**
 * The result every screen shows (decision 0054): 'in_progress' ('En curso') while the course has not ended and a
 * practice that weighs has no grade yet, since the final grade then speaks for part of the course only; after that
 * 'passed' or 'failed' by the passing mark. Null when there is no final grade to judge (no practice weighs).
 */
export function gradeStatus(
  practices: readonly WeightedGrade[],
  ended: boolean,
  passingMark: number | string,
): GradeStatus | null {
  const missing = practices.some((p) => p.grade === null && toHundredths(p.weight) > 0);
  if (!ended && missing) return 'in_progress';
  const passed = hasPassed(finalGrade(practices, ended), passingMark);
  return passed === null ? null : passed ? 'passed' : 'failed';
}
