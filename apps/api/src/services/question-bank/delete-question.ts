import { M, questionBank } from '@edu/shared';
import { AppError, notFound } from '../../errors.js';
import { defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { deleteQuestionRow, isQuestionInEvaluation, questionOfEntity } from './questions.queries.js';

// A question an evaluation uses stays (409) until it is taken out of that evaluation, so that the evaluation's
// 20 points stay true (docs/decisions/0019-evaluations-and-question-bank.md). The row lock makes a save of an
// evaluation picking it at the same time wait (see bankQuestionsAmong).
export const deleteQuestion = defineHandler(questionBank.deleteQuestion, async (input, ctx) => {
  const question = await questionOfEntity(ctx.db, entityOf(ctx), input.question_id, true);
  if (!question) throw notFound();
  if (await isQuestionInEvaluation(ctx.db, question.id)) throw new AppError('CONFLICT', M.QUESTION_IN_EVALUATION);
  await deleteQuestionRow(ctx.db, question.id);
  ctx.audit.recordId = question.id;
  return { ok: true as const };
});
