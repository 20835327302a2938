import { scheduleds } from '@edu/shared';
import { pageWindow, paginationOf } from '../../db/pagination.js';
import { notFound } from '../../errors.js';
import { defineHandler } from '../../rpc/context.js';
import { entityOf, findInEntity } from '../../rpc/scoped.js';
import { toScheduledOutput } from './scheduled-output.js';
import { listMainScheduleds, listModuleSchedules, scheduledOfEntity } from './scheduleds.queries.js';

// 'Lista de Cursos Programados' (main, 15 a page sorted by name descending; the students sidebar sorts by start date),
// or the module schedules of one main scheduled course of the entity (children), in the programme's module order.
export const getScheduleds = defineHandler(scheduleds.getScheduleds, async (input, ctx) => {
  const entityId = entityOf(ctx);
  const search = input.query?.search || input.filter_by_name || '';
  const { limit, offset } = pageWindow(input.page, input.docs);
  let page: Awaited<ReturnType<typeof listMainScheduleds>>;
  if (input.type_of_scheduled === 'children') {
    const main = await findInEntity<{ id: string; type_of_scheduled: string }>(
      ctx.db, 'scheduleds', input.parent_scheduled as string, entityId, 'id, type_of_scheduled',
    );
    if (main.type_of_scheduled !== 'main') throw notFound();
    page = await listModuleSchedules(ctx.db, main.id, search, limit, offset);
  } else if (input.scheduled_id) {
    const row = await scheduledOfEntity(ctx.db, entityId, input.scheduled_id);
    const rows = row?.type_of_scheduled === 'main' && input.page === 1 ? [row] : [];
    page = { rows, total: row?.type_of_scheduled === 'main' ? 1 : 0 };
  } else {
    page = await listMainScheduleds(ctx.db, entityId, search, input.sort, limit, offset, ctx.services.counts.count);
  }
  return {
    scheduleds: page.rows.map((row) => toScheduledOutput(row, ctx.services.storage)),
    pagination: paginationOf(input.page, input.docs, page.total, page.rows.length),
  };
});
