import { campuses } from '@edu/shared';
import { pageWindow, paginationOf } from '../../db/pagination.js';
import { defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { toCampusOutput } from './campus-output.js';
import { listCampuses } from './campuses.queries.js';

// 'Lista de Sedes' (02 §2.8) and the campus picker of the scheduled courses (page 1, 100 docs).
export const getCampus = defineHandler(campuses.getCampus, async (input, ctx) => {
  const { limit, offset } = pageWindow(input.page, input.docs);
  const { rows, total } = await listCampuses(ctx.db, entityOf(ctx), input.query?.search ?? '', limit, offset);
  return { campus: rows.map(toCampusOutput), pagination: paginationOf(input.page, input.docs, total, rows.length) };
});
