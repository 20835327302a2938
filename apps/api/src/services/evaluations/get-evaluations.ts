import { evaluations } from '@edu/shared';
import { pageWindow, paginationOf } from '../../db/pagination.js';
import { defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { moduleOf } from './bank-module.js';
import { toEvaluationOutput } from './evaluation-output.js';
import { listEvaluations } from './evaluations.queries.js';

// The evaluations of a module, newest first unless told otherwise, searched by part of the title. The coordinator's
// screen (filterBy 'coordinador') lists only the ones not yet published (02 §2.15).
export const getEvaluations = defineHandler(evaluations.getEvaluations, async (input, ctx) => {
  const entityId = entityOf(ctx);
  const module = await moduleOf(ctx, entityId, input.course_id);
  const { limit, offset } = pageWindow(input.page, input.docs);
  const { rows, total } = await listEvaluations(ctx.db, entityId, {
    courseId: module.id,
    search: input.query?.search ?? '',
    published: input.filterBy === 'coordinador' ? false : null,
    newestFirst: input.sort === '-createdAt',
    limit,
    offset,
  });
  return {
    evaluations: rows.map(toEvaluationOutput),
    pagination: paginationOf(input.page, input.docs, total, rows.length),
  };
});
