import { attempts } from '@edu/shared';
import { notFound } from '../../errors.js';
import { callerOf, defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { attemptViewOf } from './attempt-view.js';
import { evaluationToTake, ownAttempt, submitAttemptRow } from './attempts.queries.js';

// Submits the caller's attempt as it stands. Its closed questions were graded as each answer was saved
// (contracts/attempts.grading.ts); short, large and file answers wait for a teacher. Submitting twice, or after the
// deadline (submitted at the deadline then), answers the attempt as submitted.
export const submitAttempt = defineHandler(attempts.submitAttempt, async (input, ctx) => {
  const now = ctx.services.clock.now();
  const ids = { entityId: entityOf(ctx), userId: callerOf(ctx).id, attemptId: input.attempt_id };
  const before = await ownAttempt(ctx.db, ids, now, true);
  if (!before) throw notFound();
  await submitAttemptRow(ctx.db, before.id, now);
  ctx.audit.recordId = before.id;
  const evaluation = await evaluationToTake(ctx.db, ids.entityId, before.evaluation_id);
  const attempt = await ownAttempt(ctx.db, ids, now);
  if (!evaluation || !attempt) throw notFound();
  return attemptViewOf(ctx, attempt, evaluation, now);
});
