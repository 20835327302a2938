import { evaluations, M } from '@edu/shared';
import { AppError, notFound } from '../../errors.js';
import { type Ctx, callerOf, defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { questionsOfEvaluation } from '../evaluations/evaluations.queries.js';
import { moduleUnlocked } from '../student-area/student-area.queries.js';
import { questionOrder } from './attempt-order.js';
import { attemptViewOf } from './attempt-view.js';
import {
  attemptsOf,
  evaluationToTake,
  insertAttempt,
  lockStudentAttempts,
  ownAttempt,
  sweepExpired,
  type TakenEvaluationRow,
} from './attempts.queries.js';

/** The window and the module (04 §4): published, between opens_at and closes_at, the module unlocked (02 §4). */
async function checkOpenTo(ctx: Ctx, e: TakenEvaluationRow, userId: string, now: Date) {
  if (!e.published || !e.opens_at || !e.closes_at) throw new AppError('FORBIDDEN', M.EVALUATION_NOT_PUBLISHED);
  if (now < new Date(e.opens_at)) throw new AppError('FORBIDDEN', M.EVALUATION_NOT_OPEN_YET);
  if (now >= new Date(e.closes_at)) throw new AppError('FORBIDDEN', M.EVALUATION_ALREADY_CLOSED);
  if (!(await moduleUnlocked(ctx.db, userId, e.course_id))) throw new AppError('FORBIDDEN', M.EVALUATION_MODULE_LOCKED);
}

// Starts an attempt, or resumes the one in progress (a reload, a second device): a student's starts at one evaluation
// run one after the other under a lock, so two at once give one attempt. `attempts` counts started attempts.
export const startAttempt = defineHandler(evaluations.startAttempt, async (input, ctx) => {
  const now = ctx.services.clock.now();
  const entityId = entityOf(ctx);
  const userId = callerOf(ctx).id;
  const evaluation = await evaluationToTake(ctx.db, entityId, input.evaluation_id);
  if (!evaluation) throw notFound();
  await checkOpenTo(ctx, evaluation, userId, now);
  await lockStudentAttempts(ctx.db, userId, evaluation.id);
  const started = await attemptsOf(ctx.db, userId, evaluation.id, now);
  const inProgress = started.find((a) => a.submitted_at === null);
  if (inProgress) {
    ctx.audit.recordId = inProgress.id;
    return attemptViewOf(ctx, inProgress, evaluation, now);
  }
  if (started.length >= evaluation.attempts) throw new AppError('CONFLICT', M.ATTEMPTS_USED_UP);
  await sweepExpired(ctx.db, now, { evaluationIds: [evaluation.id], userId });
  const questionIds = (await questionsOfEvaluation(ctx.db, evaluation.id)).map((q) => q.id);
  const closesAt = new Date(evaluation.closes_at as Date);
  const deadline = new Date(Math.min(now.getTime() + evaluation.duration_time * 60_000, closesAt.getTime()));
  const id = await insertAttempt(ctx.db, {
    entityId,
    evaluationId: evaluation.id,
    userId,
    number: started.length + 1,
    order: questionOrder(questionIds, evaluation, { userId, evaluationId: evaluation.id }),
    startedAt: now,
    deadline,
  });
  ctx.audit.recordId = id;
  const attempt = await ownAttempt(ctx.db, { entityId, userId, attemptId: id }, now);
  if (!attempt) throw new Error('attempt just inserted not found');
  return attemptViewOf(ctx, attempt, evaluation, now);
});
