import { evaluations } from '@edu/shared';
import { pageWindow, paginationOf } from '../../db/pagination.js';
import { type Ctx, defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { moduleOf } from '../question-bank/bank-module.js';
import { toEvaluationOutput } from './evaluation-output.js';
import { listEvaluations } from './evaluations.queries.js';

interface ListInput {
  course_id: string;
  page: number;
  docs: number;
  sort: '-createdAt' | 'createdAt';
  query?: { search: string };
}

/** One page of a module's evaluations, newest first unless told otherwise, searched by part of the title. */
export async function evaluationsPage(ctx: Ctx, input: ListInput, published: boolean | null) {
  const entityId = entityOf(ctx);
  const module = await moduleOf(ctx, entityId, input.course_id);
  const { limit, offset } = pageWindow(input.page, input.docs);
  const { rows, total } = await listEvaluations(ctx.db, entityId, {
    courseId: module.id,
    search: input.query?.search ?? '',
    published,
    newestFirst: input.sort === '-createdAt',
    limit,
    offset,
  });
  return { rows, pagination: paginationOf(input.page, input.docs, total, rows.length) };
}

// The evaluations of a module. The coordinator's screen (filterBy 'coordinador') lists only the ones not yet published
// (02 §2.15); the published ones have their own list (getPublishedEvaluations).
export const getEvaluations = defineHandler(evaluations.getEvaluations, async (input, ctx) => {
  const { rows, pagination } = await evaluationsPage(ctx, input, input.filterBy === 'coordinador' ? false : null);
  return { evaluations: rows.map(toEvaluationOutput), pagination };
});
