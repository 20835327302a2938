// One page of a module's bank (course_id), as the bank's screen (getQuestionBank) and the evaluation form's picker
// (getQuestions) list it: they differ only in what they search for and in which order.
import { pageWindow, paginationOf } from '../../db/pagination.js';
import type { Ctx } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { moduleOf } from './bank-module.js';
import { toQuestionOutput } from './question-output.js';
import { listQuestions } from './questions.queries.js';

export async function questionPageOf(
  ctx: Ctx,
  input: { course_id: string; page: number; docs: number },
  listed: { search: string; newestFirst: boolean },
) {
  const entityId = entityOf(ctx);
  const module = await moduleOf(ctx, entityId, input.course_id);
  const { limit, offset } = pageWindow(input.page, input.docs);
  const { rows, total } = await listQuestions(ctx.db, entityId, {
    courseId: module.id,
    search: listed.search,
    newestFirst: listed.newestFirst,
    limit,
    offset,
  }, ctx.services.counts.count);
  return {
    questions: rows.map(toQuestionOutput),
    pagination: paginationOf(input.page, input.docs, total, rows.length),
  };
}
