import { evaluations, M } from '@edu/shared';
import { AppError, notFound } from '../../errors.js';
import { defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { toEvaluationOutput } from './evaluation-output.js';
import { evaluationValuesOf } from './evaluation-values.js';
import {
  type EvaluationRow,
  evaluationHasAttempts,
  evaluationOfEntity,
  lockEvaluation,
  replaceEvaluationQuestions,
  updateEvaluationRow,
} from './evaluations.queries.js';

// Saves the evaluation form over a stored evaluation: its settings and its whole question list are replaced.
// The programme and the module stay: the form sends them again (main_course, course_id) and a different value is
// ignored rather than refused, since an evaluation never moves (docs/decisions/0019-evaluations-and-question-bank.md).
// One that students have started stays as they took it (409): its questions, points and rules make their grades;
// its dates still move through publishEvaluation (docs/decisions/0036-taking-evaluations.md).
export const updateEvaluationManual = defineHandler(evaluations.updateEvaluationManual, async (input, ctx) => {
  const entityId = entityOf(ctx);
  const current = await lockEvaluation(ctx.db, entityId, input.evaluation_id);
  if (!current) throw notFound();
  if (await evaluationHasAttempts(ctx.db, entityId, current.id)) throw new AppError('CONFLICT', M.EVALUATION_EDIT_HAS_ATTEMPTS);
  const { values, chosen } = await evaluationValuesOf(ctx, current.course_id, input);
  await updateEvaluationRow(ctx.db, current.id, values);
  await replaceEvaluationQuestions(ctx.db, current.id, chosen);
  ctx.audit.recordId = current.id;
  return { evaluation: toEvaluationOutput((await evaluationOfEntity(ctx.db, entityId, current.id)) as EvaluationRow) };
});
