import { attempts } from '@edu/shared';
import { notFound } from '../../errors.js';
import { callerOf, defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { attemptViewOf } from './attempt-view.js';
import { evaluationToTake, ownAttempt, sweepExpired } from './attempts.queries.js';

// The caller's own attempt as it stands (another student's answers 404). One past its deadline reads as submitted,
// and this read writes that submission (the sweep), so an abandoned attempt is closed by whoever reads next.
export const getAttempt = defineHandler(attempts.getAttempt, async (input, ctx) => {
  const now = ctx.services.clock.now();
  const ids = { entityId: entityOf(ctx), userId: callerOf(ctx).id, attemptId: input.attempt_id };
  const attempt = await ownAttempt(ctx.db, ids, now);
  if (!attempt) throw notFound();
  await sweepExpired(ctx.db, now, { evaluationIds: [attempt.evaluation_id], userId: ids.userId });
  const evaluation = await evaluationToTake(ctx.db, ids.entityId, attempt.evaluation_id);
  if (!evaluation) throw notFound();
  return attemptViewOf(ctx, attempt, evaluation, now);
});
