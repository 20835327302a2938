// An attempt being answered (04 §4): the questions in the attempt's order, all on one page or one a page
// (`one_by_one`) with 'Siguiente' (`show_next`) and no way back (`block_return`), 'Pregunta n de m'
// (`show_max_quantity`), the countdown by the server's clock, and 'Entregar' after a confirmation.
import { type AttemptView, type evaluations, M, PUBLIC_FNAMES } from '@edu/shared';
import { useEffect, useRef, useState } from 'react';
import { callStudent, StudentApiError } from '../api';
import { Countdown, useTimeLeft } from './countdown';
import { QuestionCard } from './question';
import { useAnswers } from './use-answers';

export interface AttemptProps {
  view: AttemptView;
  /** the attempt is submitted: by the student, or by the clock (`timeOver`) */
  onFinished: (view: AttemptView, timeOver: boolean) => void;
}

const asApiError = (error: unknown) =>
  error instanceof StudentApiError ? error : new StudentApiError(0, M.INTERNAL_ERROR);

/** 'Entregar', then a confirmation in place with the questions left unanswered. */
function SubmitBar({ unanswered, submit }: { unanswered: number; submit: () => Promise<void> }) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const yes = async () => {
    setBusy(true);
    setFailure('');
    try {
      await submit();
    } catch (error) {
      setFailure(asApiError(error).message);
      setBusy(false);
    }
  };
  return (
    <div className="st-submit">
      {failure && (
        <p className="st-error" role="alert">
          {failure}
        </p>
      )}
      {asking ? (
        <div className="st-confirm">
          <p>{M.ATTEMPT_SUBMIT_CONFIRM}</p>
          {unanswered > 0 && <p>{M.attemptUnanswered(unanswered)}</p>}
          <div className="st-actions">
            <button className="st-button" type="button" disabled={busy} onClick={() => void yes()}>
              {busy ? M.LOADING_BUTTON : M.ATTEMPT_SUBMIT_YES}
            </button>
            <button className="st-button-outline" type="button" disabled={busy} onClick={() => setAsking(false)}>
              {M.ATTEMPT_SUBMIT_NO}
            </button>
          </div>
        </div>
      ) : (
        <button className="st-button" type="button" onClick={() => setAsking(true)}>
          {M.ATTEMPT_SUBMIT}
        </button>
      )}
    </div>
  );
}

export function Attempt({ view, onFinished }: AttemptProps) {
  const { options } = view.evaluation;
  const questions = view.questions;
  const total = questions.length;
  const finished = useRef(false);
  const attemptId = view.attempt._id;

  /** The attempt ended on the server: read it as it stands (getAttempt writes an expired one's submission). */
  const end = async (timeOver: boolean) => {
    if (finished.current) return;
    finished.current = true;
    try {
      const after = await callStudent<typeof evaluations.getAttempt>(PUBLIC_FNAMES.getAttempt, {
        attempt_id: attemptId,
      });
      onFinished(after, timeOver);
    } catch {
      onFinished({ ...view, attempt: { ...view.attempt, state: 'submitted' } }, timeOver);
    }
  };
  const saving = useAnswers(view, (error) => void end(error.message === M.ATTEMPT_TIME_OVER));
  const left = useTimeLeft(view.attempt.deadline, view.server_now);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `end` is this attempt's, it runs once at zero
  useEffect(() => {
    if (left === 0) void end(true);
  }, [left]);

  const oneByOne = options.one_by_one && total > 1;
  const [index, setIndex] = useState(() => Math.min(view.attempt.position, total - 1));
  const shown = oneByOne ? [index] : questions.map((_, i) => i);
  // one a page: 'Siguiente' when asked for, and always when there is no way back (there is nothing else to go on by)
  const next = oneByOne && index < total - 1 && (options.show_next || options.block_return);
  const previous = oneByOne && index > 0 && !options.block_return;
  const jumps = oneByOne && !options.block_return && !options.show_next;
  const go = (to: number) => {
    setIndex(to);
    window.scrollTo(0, 0);
  };

  const submit = async () => {
    await saving.settle();
    if (finished.current) return;
    try {
      const after = await callStudent<typeof evaluations.submitAttempt>(PUBLIC_FNAMES.submitAttempt, {
        attempt_id: attemptId,
      });
      finished.current = true;
      onFinished(after, false);
    } catch (error) {
      const apiError = asApiError(error);
      if (apiError.status === 409) return end(apiError.message === M.ATTEMPT_TIME_OVER);
      throw apiError;
    }
  };

  const unanswered = questions.filter((q) => {
    const a = saving.answers[q._id];
    return a === undefined || a === '' || (Array.isArray(a) && a.length === 0);
  }).length;

  return (
    <>
      <div className="st-attempt-bar">
        <h1 className="st-title">{view.evaluation.title}</h1>
        <Countdown left={left} />
      </div>
      {shown.map((i) => {
        const q = questions[i];
        return (
          <QuestionCard
            key={q._id}
            question={q}
            numbered={options.show_max_quantity ? M.questionNumberOf(i + 1, total) : undefined}
            answer={saving.answers[q._id]}
            save={saving.saves[q._id]}
            choose={saving.choose}
            write={saving.write}
            flush={saving.flush}
            attach={(id, file) => void saving.attach(id, file)}
            refuse={(id, message) => saving.mark(id, { state: 'failed', message })}
          />
        );
      })}
      {oneByOne && (
        <nav className="st-question-nav" aria-label={M.QUESTIONS_NAV_LABEL}>
          {previous && (
            <button className="st-button-outline" type="button" onClick={() => go(index - 1)}>
              {M.QUESTION_PREVIOUS}
            </button>
          )}
          {jumps &&
            questions.map((q, i) => (
              <button
                key={q._id}
                className="st-button-outline st-jump"
                type="button"
                aria-current={i === index ? 'step' : undefined}
                aria-label={M.questionNumberOf(i + 1, total)}
                onClick={() => go(i)}
              >
                {i + 1}
              </button>
            ))}
          {next && (
            <button className="st-button" type="button" onClick={() => go(index + 1)}>
              {M.QUESTION_NEXT}
            </button>
          )}
        </nav>
      )}
      <SubmitBar unanswered={unanswered} submit={submit} />
    </>
  );
}
