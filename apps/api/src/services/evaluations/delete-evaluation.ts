import { evaluations } from '@edu/shared';
import { notFound } from '../../errors.js';
import { defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { deleteEvaluationRow } from './evaluations.queries.js';

// Removes the evaluation and its question list (ON DELETE CASCADE); the questions stay in the bank.
export const deleteEvaluation = defineHandler(evaluations.deleteEvaluation, async (input, ctx) => {
  if (!(await deleteEvaluationRow(ctx.db, entityOf(ctx), input.evaluation_id))) throw notFound();
  ctx.audit.recordId = input.evaluation_id;
  return { ok: true as const };
});
