import { evaluations, todayIn } from '@edu/shared';
import { notFound } from '../../errors.js';
import { defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { toEvaluationOutput } from './evaluation-output.js';
import { evaluationOfEntity, questionsOfEvaluation } from './evaluations.queries.js';
import { moduleScheduleWindow } from './publishing.queries.js';
import { toEvaluationQuestionOutput } from '../question-bank/question-output.js';

// The evaluation panel's show and update modes: the evaluation and its questions in order, each with its points, and
// the 'Publicar' form's default window (the module schedule's dates).
export const getEvaluation = defineHandler(evaluations.getEvaluation, async (input, ctx) => {
  const row = await evaluationOfEntity(ctx.db, entityOf(ctx), input.evaluation_id);
  if (!row) throw notFound();
  const questions = await questionsOfEvaluation(ctx.db, row.id);
  const window = await moduleScheduleWindow(ctx.db, row.entity_id, row.course_id, todayIn(undefined, ctx.services.clock.now()));
  return {
    evaluation: toEvaluationOutput(row),
    questions: questions.map(toEvaluationQuestionOutput),
    publish_defaults: window
      ? { opens_at: new Date(window.opens_at).toISOString(), closes_at: new Date(window.closes_at).toISOString() }
      : null,
  };
});
