// Every answer is saved as it is given (04 §4): a choice at once, a text after a short pause and when it loses focus, a
// file as it is picked (with its progress). Saves of one question run one after the other, so the last answer given
// is the one kept; each question says whether it is saving, saved, or why not.
import { type attempts, type AttemptView, M, PUBLIC_FNAMES } from '@edu/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type ApiError, asApiError, callStudent } from '../api';

/** What the student gave: an alternative id, a list of them, a text, or the name of the file sent. */
export type AnswerValue = string | string[] | { file: string };

export type SaveState =
  | { state: 'idle' }
  | { state: 'saving'; percent?: number }
  | { state: 'saved' }
  | { state: 'failed'; message: string };

/** How long a text rests before it is saved. */
const TEXT_PAUSE_MS = 800;

export function answersOf(view: AttemptView): Record<string, AnswerValue> {
  const answers: Record<string, AnswerValue> = {};
  for (const a of view.answers) {
    if (a.file) answers[a.question_id] = { file: a.file.name };
    else if (a.value !== null) answers[a.question_id] = a.value;
  }
  return answers;
}

/** The server says the attempt is over (time out, or submitted from another device): the page shows it as submitted. */
export const endsAttempt = (error: ApiError) =>
  error.status === 409 && (error.message === M.ATTEMPT_TIME_OVER || error.message === M.ATTEMPT_ALREADY_SUBMITTED);

export function useAnswers(view: AttemptView, onEnded: (error: ApiError) => void) {
  const attemptId = view.attempt._id;
  const [answers, setAnswers] = useState(() => answersOf(view));
  const [saves, setSaves] = useState<Record<string, SaveState>>({});
  const queues = useRef(new Map<string, Promise<void>>());
  const latest = useRef(new Map<string, number>());
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const texts = useRef(new Map<string, string>());
  const ended = useRef(onEnded);
  ended.current = onEnded;

  const mark = useCallback(
    (questionId: string, save: SaveState) => setSaves((s) => ({ ...s, [questionId]: save })),
    [],
  );

  /** Queues `send` after the question's earlier saves; only the last one queued says 'Guardado'. */
  const enqueue = useCallback(
    (questionId: string, send: () => Promise<unknown>) => {
      const version = (latest.current.get(questionId) ?? 0) + 1;
      latest.current.set(questionId, version);
      mark(questionId, { state: 'saving' });
      const run = async () => {
        try {
          await send();
          if (latest.current.get(questionId) === version) mark(questionId, { state: 'saved' });
        } catch (error) {
          const apiError = asApiError(error);
          if (endsAttempt(apiError)) ended.current(apiError);
          else mark(questionId, { state: 'failed', message: apiError.message });
        }
      };
      const next = (queues.current.get(questionId) ?? Promise.resolve()).then(run);
      queues.current.set(questionId, next);
      return next;
    },
    [mark],
  );

  const saveValue = useCallback(
    (questionId: string, answer: string | string[]) =>
      enqueue(questionId, () =>
        callStudent<typeof attempts.saveAnswer>(PUBLIC_FNAMES.saveAnswer, {
          attempt_id: attemptId,
          question_id: questionId,
          answer,
        }),
      ),
    [attemptId, enqueue],
  );

  /** A choice: kept and saved at once. */
  const choose = (questionId: string, answer: string | string[]) => {
    setAnswers((a) => ({ ...a, [questionId]: answer }));
    void saveValue(questionId, answer);
  };

  /** Saves a text waiting for its pause now (on blur, before submitting). */
  const flush = useCallback(
    (questionId: string) => {
      const timer = timers.current.get(questionId);
      if (timer === undefined) return;
      clearTimeout(timer);
      timers.current.delete(questionId);
      void saveValue(questionId, texts.current.get(questionId) ?? '');
    },
    [saveValue],
  );

  /** A text: kept at once, saved after a pause. */
  const write = (questionId: string, text: string) => {
    setAnswers((a) => ({ ...a, [questionId]: text }));
    texts.current.set(questionId, text);
    clearTimeout(timers.current.get(questionId));
    timers.current.set(
      questionId,
      setTimeout(() => flush(questionId), TEXT_PAUSE_MS),
    );
  };

  /** A file: sent as it is picked, its progress shown. */
  const attach = (questionId: string, file: File) =>
    enqueue(questionId, async () => {
      await callStudent<typeof attempts.saveAnswer>(
        PUBLIC_FNAMES.saveAnswer,
        { attempt_id: attemptId, question_id: questionId },
        { files: { file }, onUploadProgress: (percent) => mark(questionId, { state: 'saving', percent }) },
      );
      setAnswers((a) => ({ ...a, [questionId]: { file: file.name } }));
    });

  /**
   * The answers of a view the server just sent (one_by_one: the next question), taken as the saved ones: every save
   * was settled before moving, so the server's are the last given.
   */
  const absorb = useCallback((next: AttemptView) => setAnswers((a) => ({ ...a, ...answersOf(next) })), []);

  /** Every text saved and every save answered: before submitting. */
  const settle = useCallback(async () => {
    for (const questionId of [...timers.current.keys()]) flush(questionId);
    await Promise.all(queues.current.values());
  }, [flush]);

  // a text still waiting when the page goes away is saved then
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const questionId of [...pending.keys()]) flush(questionId);
    };
  }, [flush]);

  return { answers, saves, choose, write, flush, attach, settle, mark, absorb };
}
