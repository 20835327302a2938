import { evaluations, M } from '@edu/shared';
import { AppError, notFound } from '../../errors.js';
import { defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { deleteEvaluationRow, evaluationHasAttempts } from './evaluations.queries.js';

// Removes the evaluation and its question list (ON DELETE CASCADE); the questions stay in the bank. One that students
// have taken stays (409): its grades count (docs/decisions/0036-taking-evaluations.md).
export const deleteEvaluation = defineHandler(evaluations.deleteEvaluation, async (input, ctx) => {
  if (await evaluationHasAttempts(ctx.db, entityOf(ctx), input.evaluation_id)) {
    throw new AppError('CONFLICT', M.EVALUATION_HAS_ATTEMPTS);
  }
  if (!(await deleteEvaluationRow(ctx.db, entityOf(ctx), input.evaluation_id))) throw notFound();
  ctx.audit.recordId = input.evaluation_id;
  return { ok: true as const };
});
