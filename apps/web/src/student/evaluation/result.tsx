// A submitted attempt (04 §4 'Grading'): its grade so far, how many answers wait for a teacher, and, when the clock
// ended it, that the time is over.
import { type AttemptView, M } from '@edu/shared';

export function AttemptResult({ view, timeOver }: { view: AttemptView; timeOver: boolean }) {
  const { attempt } = view;
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
      {attempt.grade !== null && <p className="st-grade">{M.attemptGradeOf(attempt.grade)}</p>}
      {attempt.pending > 0 && <p>{M.attemptPendingAnswers(attempt.pending)}</p>}
    </section>
  );
}
