import { questionBank } from '@edu/shared';
import { pageWindow, paginationOf } from '../../db/pagination.js';
import { defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { moduleOf } from './bank-module.js';
import { toQuestionOutput } from './question-output.js';
import { listQuestions } from './questions.queries.js';

// 'Banco de Preguntas del curso: {module}' (02 §2.15): 15 a page, newest first, searched by part of the title.
// The page's rows are found from the index alone, from its nearer end (db/page-scan.ts): the last page of a large bank
// costs what the first one does.
export const getQuestionBank = defineHandler(questionBank.getQuestionBank, async (input, ctx) => {
  const entityId = entityOf(ctx);
  const module = await moduleOf(ctx, entityId, input.course_id);
  const { limit, offset } = pageWindow(input.page, input.docs);
  const { rows, total } = await listQuestions(ctx.db, entityId, {
    courseId: module.id,
    search: input.query?.search ?? '',
    newestFirst: true,
    limit,
    offset,
  }, ctx.services.counts.count);
  return {
    questions: rows.map(toQuestionOutput),
    pagination: paginationOf(input.page, input.docs, total, rows.length),
  };
});
