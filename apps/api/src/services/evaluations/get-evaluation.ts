import { evaluations } from '@edu/shared';
import { notFound } from '../../errors.js';
import { defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { toEvaluationOutput } from './evaluation-output.js';
import { evaluationOfEntity, questionsOfEvaluation } from './evaluations.queries.js';
import { toEvaluationQuestionOutput } from './question-output.js';

// The evaluation panel's show and update modes: the evaluation and its questions in order, each with its points.
export const getEvaluation = defineHandler(evaluations.getEvaluation, async (input, ctx) => {
  const row = await evaluationOfEntity(ctx.db, entityOf(ctx), input.evaluation_id);
  if (!row) throw notFound();
  const questions = await questionsOfEvaluation(ctx.db, row.id);
  return { evaluation: toEvaluationOutput(row), questions: questions.map(toEvaluationQuestionOutput) };
});
