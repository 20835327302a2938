import { students } from '@edu/shared';
import { pageWindow, paginationOf } from '../../db/pagination.js';
import { defineHandler } from '../../rpc/context.js';
import { entityOf, findInEntity } from '../../rpc/scoped.js';
import { listEnrolled } from './students.queries.js';

// The enrolled-students table of the students area (02 §2.11): the students (role estudiante) of one main scheduled
// course or module schedule of the entity, 15 a page, by name (sortNameNumber 1 A→Z, -1 Z→A), filtered by part of
// the name or last name. A scheduled course of another entity is, for this caller, none at all (404).
export const getUsersByScheduled = defineHandler(students.getUsersByScheduled, async (input, ctx) => {
  const entityId = entityOf(ctx);
  const scheduled = await findInEntity<{ id: string; course_id: string }>(
    ctx.db, 'scheduleds', input.scheduled, entityId, 'id, course_id',
  );
  const { limit, offset } = pageWindow(input.page, input.docs);
  const { rows, total } = await listEnrolled(
    ctx.db,
    { entityId, scheduledId: scheduled.id, search: input.filter_by_name ?? '', ascending: input.sortNameNumber !== -1 },
    limit,
    offset,
    ctx.services.counts.count,
  );
  const { storage } = ctx.services;
  return {
    users: rows.map((row) => ({
      user: {
        _id: row.id,
        name: row.name,
        lastname: row.lastname,
        email: row.email,
        photo: row.photo ? storage.urlOf(row.photo) : null,
        phone: row.phone,
        address: row.address,
        dni: row.dni,
        roles: (row.role_ids ?? []).map((r) => ({ rol: { _id: r, rol: r } })),
      },
      scheduled: { _id: scheduled.id, course: scheduled.course_id },
      enrolled_at: new Date(row.enrolled_at).toISOString(),
    })),
    pagination: paginationOf(input.page, input.docs, total, rows.length),
  };
});
