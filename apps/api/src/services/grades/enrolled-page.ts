// One page of a course's students (25, by name, searched by part of the name) for the teachers' screens: the query of
// the students area's table (listEnrolled), so both lists agree on who is in the course.
import { GRADES } from '@edu/shared';
import { pageWindow, paginationOf } from '../../db/pagination.js';
import type { Ctx } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { type EnrolledRow, listEnrolled } from '../students/students.queries.js';

export async function enrolledPage(ctx: Ctx, mainId: string, page: number, query: string | undefined) {
  const { limit, offset } = pageWindow(page, GRADES.pageSize);
  const { rows, total } = await listEnrolled(
    ctx.db,
    { entityId: entityOf(ctx), scheduledId: mainId, search: query ?? '', ascending: true },
    limit,
    offset,
    ctx.services.counts.count,
  );
  return { rows, pagination: paginationOf(page, GRADES.pageSize, total, rows.length) };
}

export function studentSummaryOf(ctx: Ctx, row: Pick<EnrolledRow, 'id' | 'name' | 'lastname' | 'email' | 'photo'>) {
  return {
    _id: row.id,
    name: row.name,
    lastname: row.lastname,
    email: row.email,
    photo: row.photo ? ctx.services.storage.urlOf(row.photo) : null,
  };
}
