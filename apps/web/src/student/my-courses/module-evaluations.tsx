// An unlocked module's published evaluations in the student's course (04 §2.2): each with its state, window,
// attempts and best grade, and the link to take it ('Rendir'), go on with it ('Continuar') or see it ('Ver').
import { M, type MyEvaluation, type MyEvaluationState } from '@edu/shared';
import { dayMonthYearTime } from '../format';
import { studentPaths } from '../paths';
import { Link } from '../router';

const LINK_OF: Record<MyEvaluationState, keyof typeof M.EVALUATION_LINKS> = {
  available: 'take',
  in_progress: 'resume',
  submitted: 'see',
  graded: 'see',
  closed: 'see',
  upcoming: 'see',
};

/** When it opens (before) or closes (after): what the student plans around. */
export const evaluationWindow = (e: MyEvaluation) =>
  e.state === 'upcoming'
    ? M.evaluationOpens(dayMonthYearTime(e.opens_at))
    : M.evaluationCloses(dayMonthYearTime(e.closes_at));

/** The badge colours of the orders' states: green to do or done, yellow under way, grey out of reach. */
const BADGE_OF: Record<MyEvaluationState, string | undefined> = {
  available: 'success',
  in_progress: 'pending',
  submitted: 'pending',
  graded: 'success',
  closed: undefined,
  upcoming: undefined,
};

export function EvaluationState({ state }: { state: MyEvaluationState }) {
  return (
    <span className="st-badge" data-state={BADGE_OF[state]}>
      {M.MY_EVALUATION_STATE_LABELS[state]}
    </span>
  );
}

export function ModuleEvaluations({ evaluations }: { evaluations: MyEvaluation[] }) {
  if (evaluations.length === 0) return <p className="st-muted">{M.MODULE_NO_EVALUATIONS}</p>;
  return (
    <ul className="st-evaluations">
      {evaluations.map((e) => (
        <li key={e._id}>
          <p className="st-evaluation-title">
            <strong>{e.title}</strong> <EvaluationState state={e.state} />
          </p>
          <p className="st-muted">
            {evaluationWindow(e)}
            {' · '}
            {M.evaluationAttemptsUsed(e.attempts_used, e.attempts)}
            {e.best_grade !== null && ` · ${M.gradeLine(e.best_grade)}`}
          </p>
          <Link
            className={e.state === 'available' || e.state === 'in_progress' ? 'st-button' : 'st-button-outline'}
            to={studentPaths.evaluation(e._id)}
            aria-label={`${M.EVALUATION_LINKS[LINK_OF[e.state]]}: ${e.title}`}
          >
            {M.EVALUATION_LINKS[LINK_OF[e.state]]}
          </Link>
        </li>
      ))}
    </ul>
  );
}
