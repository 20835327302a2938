import { attempts, evaluationStart } from '@edu/shared';
import { AppError, notFound } from '../../errors.js';
import { callerOf, defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { questionsOfEvaluation } from '../evaluations/evaluations.queries.js';
import { unlockedModule } from '../my-courses/my-courses.queries.js';
import { questionOrder } from './attempt-order.js';
import { attemptViewOf } from './attempt-view.js';
import {
  attemptsOf,
  evaluationToTake,
  insertAttempt,
  lockStudentAttempts,
  ownAttempt,
  sweepExpired,
} from './attempts.queries.js';

// Starts an attempt, or resumes the one in progress (a reload, a second device): a student's starts at one evaluation
// run one after the other under a lock, so two at once give one attempt. `attempts` counts started attempts. Whether
// it may is evaluationStart's to say (packages/shared, decision 0057): published, open, the module unlocked (02 §4),
// an attempt left; the attempts are counted under the lock.
export const startAttempt = defineHandler(attempts.startAttempt, async (input, ctx) => {
  const now = ctx.services.clock.now();
  const entityId = entityOf(ctx);
  const userId = callerOf(ctx).id;
  const evaluation = await evaluationToTake(ctx.db, entityId, input.evaluation_id);
  if (!evaluation) throw notFound();
  const unlocked = (await unlockedModule(ctx.db, userId, evaluation.course_id)) !== undefined;
  await lockStudentAttempts(ctx.db, userId, evaluation.id);
  const started = await attemptsOf(ctx.db, userId, evaluation.id, now);
  const inProgress = started.find((a) => a.submitted_at === null);
  const start = evaluationStart(
    { ...evaluation, attempts_used: started.length, in_progress: inProgress !== undefined, module_unlocked: unlocked },
    now,
  );
  if (start.state === 'refused') throw new AppError(start.code, start.reason);
  if (inProgress) {
    ctx.audit.recordId = inProgress.id;
    return attemptViewOf(ctx, inProgress, evaluation, now, { attemptsUsed: started.length });
  }
  await sweepExpired(ctx.db, now, { evaluationIds: [evaluation.id], userId });
  const questions = await questionsOfEvaluation(ctx.db, evaluation.id);
  const questionIds = questions.map((q) => q.id);
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
  // the questions and the count just read, under the lock: the view does not read them again
  return attemptViewOf(ctx, attempt, evaluation, now, { questions, attemptsUsed: started.length + 1 });
});
