import { hasClosed, M } from '@edu/shared';
import { AppError, notFound } from '../../errors.js';
import { type Ctx, callerOf } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { evaluationToTake, ownAttempt } from './attempts.queries.js';

/**
 * The caller's attempt, locked, that may still change (saveAnswer, goToQuestion): another student's is 404; after the
 * deadline or the closing 409 'El tiempo de la evaluación ha terminado' (the attempt already counts as submitted as it
 * stood, decision 0036); once submitted 409 'Ya entregaste este intento'.
 */
export async function runningAttempt(ctx: Ctx, attemptId: string) {
  const now = ctx.services.clock.now();
  const ids = { entityId: entityOf(ctx), userId: callerOf(ctx).id, attemptId };
  const attempt = await ownAttempt(ctx.db, ids, now, true);
  if (!attempt) throw notFound();
  const evaluation = await evaluationToTake(ctx.db, ids.entityId, attempt.evaluation_id);
  if (!evaluation) throw notFound();
  if (new Date(attempt.deadline) <= now || hasClosed(evaluation, now)) throw new AppError('CONFLICT', M.ATTEMPT_TIME_OVER);
  if (attempt.submitted_at) throw new AppError('CONFLICT', M.ATTEMPT_ALREADY_SUBMITTED);
  return { now, ids, attempt, evaluation };
}
