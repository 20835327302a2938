// When a student may take an evaluation (04 §4, decision 0036), written once (decision 0057): startAttempt refuses by
// it, the state Mis cursos shows reads its window, and the evaluation's page shows its refusal in place of 'Comenzar'.
import * as M from '../common/student-messages.js';

type Moment = Date | string;

/** Where `now` falls in an evaluation's window: opens_at included, closes_at excluded. */
export function windowOf(e: { opens_at: Moment; closes_at: Moment }, now: Date): 'upcoming' | 'open' | 'closed' {
  if (now < new Date(e.opens_at)) return 'upcoming';
  return hasClosed(e, now) ? 'closed' : 'open';
}

/** Whether the evaluation has closed: from closes_at on (never, while it has no closing). */
export const hasClosed = (e: { closes_at: Moment | null }, now: Date) =>
  e.closes_at !== null && now >= new Date(e.closes_at);

/** Published, with both dates: an evaluation students may see (an unpublished one has no window yet). */
export const isPublished = <E extends { published: boolean; opens_at: Moment | null; closes_at: Moment | null }>(
  e: E,
): e is E & { opens_at: Moment; closes_at: Moment } => e.published && e.opens_at !== null && e.closes_at !== null;

export interface StartFacts {
  /** the evaluation: published, with its window and the attempts it allows */
  published: boolean;
  opens_at: Moment | null;
  closes_at: Moment | null;
  attempts: number;
  /** the student: attempts started (submitted or not), one still running, the evaluation's module unlocked for them */
  attempts_used: number;
  in_progress: boolean;
  module_unlocked: boolean;
}

export type EvaluationStart =
  | { state: 'start' | 'resume' }
  | { state: 'refused'; code: 'FORBIDDEN' | 'CONFLICT'; reason: string };

const refused = (reason: string, code: 'FORBIDDEN' | 'CONFLICT' = 'FORBIDDEN'): EvaluationStart => ({
  state: 'refused',
  code,
  reason,
});

/**
 * Whether the student may start an attempt now, go on with the one running, or why not, the first reason that
 * applies: not published, not open yet, closed, the module locked (02 §4), then every attempt used.
 */
export function evaluationStart(f: StartFacts, now: Date): EvaluationStart {
  if (!isPublished(f)) return refused(M.EVALUATION_NOT_PUBLISHED);
  const window = windowOf(f, now);
  if (window === 'upcoming') return refused(M.EVALUATION_NOT_OPEN_YET);
  if (window === 'closed') return refused(M.EVALUATION_ALREADY_CLOSED);
  if (!f.module_unlocked) return refused(M.EVALUATION_MODULE_LOCKED);
  if (f.in_progress) return { state: 'resume' };
  return f.attempts_used >= f.attempts ? refused(M.ATTEMPTS_USED_UP, 'CONFLICT') : { state: 'start' };
}
