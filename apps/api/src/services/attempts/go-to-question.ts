import { attempts, M } from '@edu/shared';
import { AppError, notFound, validation } from '../../errors.js';
import { defineHandler } from '../../rpc/context.js';
import { attemptViewOf } from './attempt-view.js';
import { moveToPlace, ownAttempt } from './attempts.queries.js';
import { runningAttempt } from './running-attempt.js';

// one_by_one on the server (decision 0048): the student moves to another question, which is then reached and may be
// answered. Without block_return any question (the numbered pages of the screen); with it, only on to the next one —
// a skipped question could never be answered, and an earlier one is refused as saveAnswer refuses it.
export const goToQuestion = defineHandler(attempts.goToQuestion, async (input, ctx) => {
  const { now, ids, attempt, evaluation } = await runningAttempt(ctx, input.attempt_id);
  if (!evaluation.one_by_one) throw new AppError('CONFLICT', M.ATTEMPT_ALL_ON_ONE_PAGE);
  const to = input.index;
  if (to >= attempt.question_order.length) throw validation(M.FIELD_INVALID, { index: M.FIELD_INVALID });
  if (evaluation.block_return && to < attempt.position) throw new AppError('CONFLICT', M.ATTEMPT_NO_RETURN);
  if (evaluation.block_return && to > attempt.position + 1) throw new AppError('CONFLICT', M.ATTEMPT_ONE_AT_A_TIME);
  await moveToPlace(ctx.db, attempt.id, to);
  ctx.audit.recordId = attempt.id;
  const moved = await ownAttempt(ctx.db, ids, now);
  if (!moved) throw notFound();
  return attemptViewOf(ctx, moved, evaluation, now);
});
