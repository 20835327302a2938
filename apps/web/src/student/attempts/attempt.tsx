// An attempt being answered (04 §4): the questions in the attempt's order, all on one page or, under `one_by_one`, the
// one question the server sends (`page`) with 'Siguiente' (`show_next`) and no way back (`block_return`), each move a
// call (goToQuestion, decision 0048); 'Pregunta n de m' (`show_max_quantity`), the countdown by the server's clock,
// and 'Entregar' after a confirmation.
import { type attempts, type AttemptView, M, PUBLIC_FNAMES } from '@edu/shared';
import { useEffect, useRef, useState } from 'react';
import { asApiError, callStudent } from '../api';
import { Countdown, useTimeLeft } from './countdown';
import { QuestionCard } from './question';
import { QuestionNav } from './question-nav';
import { type AnswerValue, endsAttempt, useAnswers } from './use-answers';

export interface AttemptProps {
  view: AttemptView;
  /** the attempt is submitted: by the student, or by the clock (`timeOver`) */
  onFinished: (view: AttemptView, timeOver: boolean) => void;
}

/** An emptied choice or text is no answer (as the server counts them). */
const hasAnswer = (a: AnswerValue | undefined) =>
  !(a === undefined || a === '' || (Array.isArray(a) && a.length === 0));

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

export function Attempt({ view: first, onFinished }: AttemptProps) {
  // under one_by_one each move brings the next view: its question, its answer, the page
  const [view, setView] = useState(first);
  const { options } = view.evaluation;
  const questions = view.questions;
  const page = view.page;
  const finished = useRef(false);
  const attemptId = view.attempt._id;
  const [moving, setMoving] = useState(false);
  const [moveFailure, setMoveFailure] = useState('');

  /** The attempt ended on the server: read it as it stands (getAttempt writes an expired one's submission). */
  const end = async (timeOver: boolean) => {
    if (finished.current) return;
    finished.current = true;
    try {
      const after = await callStudent<typeof attempts.getAttempt>(PUBLIC_FNAMES.getAttempt, {
        attempt_id: attemptId,
      });
      onFinished(after, timeOver);
    } catch {
      onFinished({ ...view, attempt: { ...view.attempt, state: 'submitted' } }, timeOver);
    }
  };
  const saving = useAnswers(first, (error) => void end(error.message === M.ATTEMPT_TIME_OVER));
  const left = useTimeLeft(first.attempt.deadline, first.server_now);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `end` is this attempt's, it runs once at zero
  useEffect(() => {
    if (left === 0) void end(true);
  }, [left]);

  /** To another question: what is being saved is saved first, then the server sends that question. */
  const go = async (index: number) => {
    setMoving(true);
    setMoveFailure('');
    try {
      await saving.settle();
      const next = await callStudent<typeof attempts.goToQuestion>(PUBLIC_FNAMES.goToQuestion, {
        attempt_id: attemptId,
        index,
      });
      saving.absorb(next);
      setView(next);
      window.scrollTo(0, 0);
    } catch (error) {
      const apiError = asApiError(error);
      if (endsAttempt(apiError)) void end(apiError.message === M.ATTEMPT_TIME_OVER);
      else setMoveFailure(apiError.message);
    }
    setMoving(false);
  };

  const submit = async () => {
    await saving.settle();
    if (finished.current) return;
    try {
      const after = await callStudent<typeof attempts.submitAttempt>(PUBLIC_FNAMES.submitAttempt, {
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

  const isAnswered = (questionId: string) => hasAnswer(saving.answers[questionId]);
  const unansweredHere = questions.filter((q) => !isAnswered(q._id)).length;
  // one a page: the server counts the others; the question shown is counted as it stands here
  const answeredByServerHere = page ? view.answers.filter((a) => a.file || hasAnswer(a.value ?? undefined)).length : 0;
  const unanswered = page
    ? page.total - (page.answered - answeredByServerHere) - (questions.length - unansweredHere)
    : unansweredHere;
  const total = page ? page.total : questions.length;

  return (
    <>
      <div className="st-attempt-bar">
        <h1 className="st-title">{view.evaluation.title}</h1>
        <Countdown left={left} />
      </div>
      {questions.map((q, i) => {
        const place = page ? page.index : i;
        return (
          <QuestionCard
            key={q._id}
            question={q}
            numbered={options.show_max_quantity ? M.questionNumberOf(place + 1, total) : undefined}
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
      {moveFailure && (
        <p className="st-error" role="alert">
          {moveFailure}
        </p>
      )}
      {page && <QuestionNav options={options} page={page} busy={moving} go={(index) => void go(index)} />}
      <SubmitBar unanswered={unanswered} submit={submit} />
    </>
  );
}
