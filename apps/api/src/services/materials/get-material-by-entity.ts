import { materials } from '@edu/shared';
import { pageWindow, paginationOf } from '../../db/pagination.js';
import { defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { toMaterialOutput } from './material-output.js';
import { listRepository } from './materials.queries.js';

// The repository table (02 §2.6): materials of no course, newest first unless the date flag says otherwise; a file
// opens through a fresh signed link.
export const getMaterial_byEntity = defineHandler(materials.getMaterial_byEntity, async (input, ctx) => {
  const { limit, offset } = pageWindow(input.page, input.docs);
  const { rows, total } = await listRepository(
    ctx.db,
    { entityId: entityOf(ctx), title: input.filter_by_title, newestFirst: input.date ?? true },
    limit,
    offset,
    ctx.services.counts.count,
  );
  return {
    materials: rows.map((row) => toMaterialOutput(row, ctx.services.storage)),
    pagination: paginationOf(input.page, input.docs, total, rows.length),
  };
});
