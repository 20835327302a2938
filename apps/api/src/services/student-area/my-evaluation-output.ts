import type { MyEvaluation, MyEvaluationState } from '@edu/shared';
import type { MyEvaluationRow } from './my-evaluations.queries.js';

/** 04 §2.2's states, first by what the student did, then by the window (decision 0036 'States of an evaluation'). */
export function evaluationStateOf(row: MyEvaluationRow, now: Date): MyEvaluationState {
  if (row.in_progress_id) return 'in_progress';
  if (row.submitted > 0) return row.waiting ? 'submitted' : 'graded';
  if (now < new Date(row.opens_at)) return 'upcoming';
  if (now >= new Date(row.closes_at)) return 'closed';
  return 'available';
}

export const toMyEvaluation = (row: MyEvaluationRow, now: Date): MyEvaluation => ({
  _id: row.id,
  title: row.title,
  opens_at: new Date(row.opens_at).toISOString(),
  closes_at: new Date(row.closes_at).toISOString(),
  attempts: row.attempts,
  attempts_used: row.attempts_used,
  duration_time: row.duration_time,
  best_grade: row.best_grade,
  state: evaluationStateOf(row, now),
  attempt_id: row.last_attempt_id,
  best_attempt_id: row.best_attempt_id,
});
