// 04 §2.2 /aula/evaluaciones/{evaluationId}: what the evaluation is (duration, attempts used, closing), 'Comenzar' or
// 'Continuar' (startAttempt resumes an attempt in progress), the attempt itself, and its grade once submitted. Every
// refusal is the server's own text (decision 0036).
import { type attempts, type AttemptView, M, type MyEvaluation, PUBLIC_FNAMES } from '@edu/shared';
import { type ReactNode, useEffect, useState } from 'react';
import { ApiError, callStudent, useCall } from '../api';
import { AreaPage } from '../area';
import { Attempt } from './attempt';
import { AttemptResult } from './result';
import { AttemptReview } from './review';
import { dayMonthYearTime } from '../format';
import { EvaluationState, evaluationWindow } from '../my-courses/module-evaluations';
import { studentPaths } from '../paths';
import { Link } from '../router';
import { Shown } from '../status';

/**
 * The best submitted attempt, once the evaluation has closed: 'Ver mis respuestas' reads it (getAttempt), and the
 * server then adds the right alternatives, each answer's points and the teacher's comments. Before closing, a line
 * says when they will be there.
 */
function Review({ evaluation: e }: { evaluation: MyEvaluation }) {
  const [view, setView] = useState<AttemptView | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  if (!e.best_attempt_id) return null;
  const attemptId = e.best_attempt_id;
  if (view?.evaluation.closed) return <AttemptReview view={view} />;
  if (view || new Date(e.closes_at) > new Date()) return <p className="st-hint">{M.REVIEW_AFTER_CLOSE}</p>;
  const load = async () => {
    setBusy(true);
    setFailure('');
    try {
      setView(await callStudent<typeof attempts.getAttempt>(PUBLIC_FNAMES.getAttempt, { attempt_id: attemptId }));
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : M.INTERNAL_ERROR);
    }
    setBusy(false);
  };
  return (
    <>
      {failure && (
        <p className="st-error" role="alert">
          {failure}
        </p>
      )}
      <button className="st-button-outline" type="button" disabled={busy} onClick={() => void load()}>
        {busy ? M.LOADING_BUTTON : M.REVIEW_SHOW}
      </button>
    </>
  );
}

interface StartProps {
  /** `refusal`: why there is no 'Comenzar', as the server's own rule says it now (decision 0057) */
  evaluation: MyEvaluation & { refusal: string | null };
  /** the attempt just submitted, shown under the title (nothing is resumed then: the list may still be the older) */
  result?: ReactNode;
  onStarted: (view: AttemptView) => void;
}

/**
 * 'Comenzar' starts an attempt; an attempt in progress (a reload, another device) is read again at once with its
 * answers (getAttempt), its clock still running, and 'Continuar' is there should that read fail.
 */
function StartScreen({ evaluation: e, result, onStarted }: StartProps) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const open = async (call: () => Promise<AttemptView>) => {
    setBusy(true);
    setFailure('');
    try {
      onStarted(await call());
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : M.INTERNAL_ERROR);
      setBusy(false);
    }
  };
  const resumable = e.state === 'in_progress' && e.attempt_id !== null;
  const start = () =>
    open(() =>
      resumable
        ? callStudent<typeof attempts.getAttempt>(PUBLIC_FNAMES.getAttempt, { attempt_id: e.attempt_id ?? '' })
        : callStudent<typeof attempts.startAttempt>(PUBLIC_FNAMES.startAttempt, { evaluation_id: e._id }),
    );
  // biome-ignore lint/correctness/useExhaustiveDependencies: resumed once, when the page opens on an attempt in progress
  useEffect(() => {
    if (resumable && !result) void start();
  }, []);
  return (
    <>
      <h1 className="st-title">{e.title}</h1>
      {result}
      <ul className="st-plain">
        <li>
          {M.EVALUATION_STATE_LABEL}: <EvaluationState state={e.state} />
        </li>
        <li>{M.evaluationDuration(e.duration_time)}</li>
        <li>{M.evaluationAttemptsUsed(e.attempts_used, e.attempts)}</li>
        <li>{evaluationWindow(e)}</li>
        {e.best_grade !== null && <li>{M.gradeLine(e.best_grade)}</li>}
        {e.grade_hidden && e.attempts_used > 0 && !result && (
          <li>{M.gradeShownAtClose(dayMonthYearTime(e.closes_at))}</li>
        )}
      </ul>
      {failure && (
        <p className="st-error" role="alert">
          {failure}
        </p>
      )}
      {e.refusal ? (
        <p className="st-warning">{e.refusal}</p>
      ) : (
        <button className="st-button" type="button" disabled={busy} onClick={() => void start()}>
          {busy ? M.LOADING_BUTTON : e.state === 'in_progress' ? M.EVALUATION_RESUME : M.EVALUATION_START}
        </button>
      )}
      {e.state !== 'in_progress' && <Review key={e.best_attempt_id} evaluation={e} />}
    </>
  );
}

function Evaluation({ evaluationId }: { evaluationId: string }) {
  const [round, setRound] = useState(0);
  const loaded = useCall<typeof attempts.getMyEvaluation>(
    PUBLIC_FNAMES.getMyEvaluation,
    { evaluation_id: evaluationId },
    `${evaluationId}:${round}`,
  );
  const [taking, setTaking] = useState<AttemptView | null>(null);
  const [finished, setFinished] = useState<{ view: AttemptView; timeOver: boolean } | null>(null);
  return (
    <Shown loaded={loaded}>
      {({ evaluation }) => {
        const back = (
          <Link className="st-link" to={studentPaths.myCourse(evaluation.scheduled_id)}>
            {M.BACK_TO_COURSE}
          </Link>
        );
        if (taking)
          return (
            <Attempt
              view={taking}
              onFinished={(view, timeOver) => {
                setTaking(null);
                setFinished({ view, timeOver });
                setRound((r) => r + 1);
              }}
            />
          );
        return (
          <>
            {back}
            <StartScreen
              evaluation={evaluation}
              result={finished && <AttemptResult view={finished.view} timeOver={finished.timeOver} />}
              onStarted={(view) => {
                // an attempt submitted meanwhile (its time over, another device) is shown as such
                if (view.attempt.state === 'submitted') setFinished({ view, timeOver: false });
                else {
                  setFinished(null);
                  setTaking(view);
                }
              }}
            />
          </>
        );
      }}
    </Shown>
  );
}

export function EvaluationPage({ evaluationId }: { evaluationId: string }) {
  return <AreaPage>{() => <Evaluation evaluationId={evaluationId} />}</AreaPage>;
}
