import { questionBank } from '@edu/shared';
import { pageWindow, paginationOf } from '../../db/pagination.js';
import { defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { moduleOf } from './bank-module.js';
import { toQuestionOutput } from './question-output.js';
import { listQuestions } from './questions.queries.js';

// The evaluation form's question picker: the module's bank, 100 at a time, newest first unless told otherwise, by
// part of the title (filter_by_name, or the search box's query). course_id decides the module; course_name is ignored.
export const getQuestions = defineHandler(questionBank.getQuestions, async (input, ctx) => {
  const entityId = entityOf(ctx);
  const module = await moduleOf(ctx, entityId, input.course_id);
  const { limit, offset } = pageWindow(input.page, input.docs);
  const search = input.filter_by_name || input.query?.search || '';
  const { rows, total } = await listQuestions(ctx.db, entityId, {
    courseId: module.id,
    search,
    newestFirst: input.sort === '-createdAt',
    limit,
    offset,
  }, ctx.services.counts.count);
  return {
    questions: rows.map(toQuestionOutput),
    pagination: paginationOf(input.page, input.docs, total, rows.length),
  };
});
