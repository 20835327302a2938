import { questionBank } from '@edu/shared';
import { callerOf, defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { moduleOf } from './bank-module.js';
import { storedAlternatives } from './question-alternatives.js';
import { toQuestionOutput } from './question-output.js';
import { insertQuestion, type QuestionRow, questionOfEntity } from './questions.queries.js';
import { sanitizeStatement } from './sanitize-statement.js';

// A question of a module's bank (02 §3, §5). The contract has checked the alternatives' rules; the statement is
// sanitised here, and the keywords are the module's own name, whatever the screen sent.
export const createQuestion = defineHandler(questionBank.createQuestion, async (input, ctx) => {
  const entityId = entityOf(ctx);
  const module = await moduleOf(ctx, entityId, input.course_id, true);
  const id = await insertQuestion(ctx.db, entityId, module.id, callerOf(ctx).id, {
    title: input.title,
    question: sanitizeStatement(input.question),
    type: input.type,
    nivel: input.nivel,
    keywords: module.name,
    alternatives: storedAlternatives(input.alternatives),
    model_answer: input.model_answer,
  });
  ctx.audit.recordId = id;
  return { question: toQuestionOutput((await questionOfEntity(ctx.db, entityId, id)) as QuestionRow) };
});
