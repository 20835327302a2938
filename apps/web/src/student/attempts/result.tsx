// A submitted attempt (04 §4 'Grading'): its grade so far, how many answers wait for a teacher, and, when the clock
// ended it, that the time is over. An evaluation that shows grades on closing says when instead (decision 0048).
import { type AttemptView, M } from '@edu/shared';
import { dayMonthYearTime } from '../format';

export function AttemptResult({ view, timeOver }: { view: AttemptView; timeOver: boolean }) {
  const { attempt, evaluation } = view;
  return (
    <section className="st-card st-card-body" aria-labelledby="attempt-result">
      {timeOver && (
        <p className="st-warning" role="alert">
          {M.ATTEMPT_TIME_OVER}
        </p>
      )}
      <h2 className="st-subtitle" id="attempt-result">
        {M.ATTEMPT_SUBMITTED}
      </h2>
      {evaluation.grade_hidden && evaluation.closes_at && (
        <p>{M.gradeShownAtClose(dayMonthYearTime(evaluation.closes_at))}</p>
      )}
      {attempt.grade !== null && <p className="st-grade">{M.attemptGradeOf(attempt.grade)}</p>}
      {attempt.grade !== null && attempt.pending > 0 && <p>{M.attemptPendingAnswers(attempt.pending)}</p>}
    </section>
  );
}
