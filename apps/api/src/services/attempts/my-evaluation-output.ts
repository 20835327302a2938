import { gradeHidden, type MyEvaluation, type MyEvaluationState, showGradeOf, windowOf } from '@edu/shared';
import type { MyEvaluationRow } from './my-evaluations.queries.js';

/**
 * 04 §2.2's states, first by what the student did, then by the window (decision 0036 'States of an evaluation').
 * While the grade waits for the closing (decision 0048) a submitted evaluation stays 'submitted': 'graded' would say
 * that nothing waits for a teacher, which with a grade of 0 or 20 tells the answer.
 */
export function evaluationStateOf(row: MyEvaluationRow, now: Date, hidden: boolean): MyEvaluationState {
  if (row.in_progress_id) return 'in_progress';
  if (row.submitted > 0) return row.waiting || hidden ? 'submitted' : 'graded';
  const window = windowOf(row, now);
  return window === 'open' ? 'available' : window;
}

export function toMyEvaluation(row: MyEvaluationRow, now: Date): MyEvaluation {
  const hidden = gradeHidden(row, now);
  return {
    _id: row.id,
    title: row.title,
    opens_at: new Date(row.opens_at).toISOString(),
    closes_at: new Date(row.closes_at).toISOString(),
    attempts: row.attempts,
    attempts_used: row.attempts_used,
    duration_time: row.duration_time,
    best_grade: hidden ? null : row.best_grade,
    state: evaluationStateOf(row, now, hidden),
    attempt_id: row.last_attempt_id,
    // which of two attempts scored more would tell the grade's news too
    best_attempt_id: hidden ? null : row.best_attempt_id,
    show_grade: showGradeOf(row),
    grade_hidden: hidden,
  };
}
