import { M, questionBank } from '@edu/shared';
import { AppError, notFound } from '../../errors.js';
import { defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { storedAlternatives } from './question-alternatives.js';
import { toQuestionOutput } from './question-output.js';
import { courseForBank, isQuestionAnswered, type QuestionRow, questionOfEntity, updateQuestionRow } from './questions.queries.js';
import { sanitizeStatement } from './sanitize-statement.js';

// Saves the question form over a stored question. The question stays in its module's bank (a question cannot move);
// its keywords become the module's current name, as on every save (02 §3). One that students answered stays as they
// read it (409): its alternatives graded their answers (docs/decisions/0036-taking-evaluations.md).
export const updateQuestion = defineHandler(questionBank.updateQuestion, async (input, ctx) => {
  const entityId = entityOf(ctx);
  const current = await questionOfEntity(ctx.db, entityId, input.question_id, true);
  if (!current) throw notFound();
  if (await isQuestionAnswered(ctx.db, current.id)) throw new AppError('CONFLICT', M.QUESTION_HAS_ANSWERS);
  const module = await courseForBank(ctx.db, entityId, current.course_id, false);
  await updateQuestionRow(ctx.db, current.id, {
    title: input.title,
    question: sanitizeStatement(input.question),
    type: input.type,
    nivel: input.nivel,
    keywords: module?.name ?? current.keywords,
    alternatives: storedAlternatives(input.alternatives, current.alternatives),
    model_answer: input.model_answer,
  });
  ctx.audit.recordId = current.id;
  return { question: toQuestionOutput((await questionOfEntity(ctx.db, entityId, current.id)) as QuestionRow) };
});
