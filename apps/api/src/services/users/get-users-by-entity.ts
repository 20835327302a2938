import { ASSIGNABLE_ROLES, M, RESOURCE_LIMITS, users } from '@edu/shared';
import { pageWindow, paginationOf } from '../../db/pagination.js';
import { AppError } from '../../errors.js';
import { defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { toUserOutput } from './user-output.js';
import { managesStaff } from './student-guard.js';
import { listMembers } from './users.queries.js';

// The staff table (02 §2.7, 25 a page or 'all'), the teacher pickers (roles ['docente'], 100) and the students area's
// 'Alumnos' (roles ['estudiante']). Without a roles filter it lists every member but students. The coordinador may
// read the teachers and the students; the counter the students (03 §2).
export const getUsersByEntity = defineHandler(users.getUsersByEntity, async (input, ctx) => {
  const entityId = entityOf(ctx);
  const isAdmin = managesStaff(ctx);
  const roles = input.roles ?? ASSIGNABLE_ROLES;
  const readable: readonly string[] = ctx.entityRoles.includes('coordinador') ? ['docente', 'estudiante'] : ['estudiante'];
  if (!isAdmin && !roles.every((r) => readable.includes(r))) throw new AppError('FORBIDDEN', M.FORBIDDEN_ROLE);

  const all = input.docs === 'all';
  const page = all ? 1 : input.page;
  const { limit, offset } = all ? { limit: RESOURCE_LIMITS.usersAll, offset: 0 } : pageWindow(page, input.docs as number);
  const { rows, total } = await listMembers(
    ctx.db,
    { entityId, roles, field: input.query?.field ?? 'name', search: input.query?.search ?? '', ascending: input.sortNameNumber !== -1 },
    limit,
    offset,
    ctx.services.counts.count,
  );
  return {
    users: rows.map((row) => {
      const memberRoles = row.role_ids.map((r) => ({ _id: r, rol: r }));
      return { user: toUserOutput(row, ctx.services.storage, memberRoles), roles: memberRoles };
    }),
    pagination: paginationOf(page, all ? Math.max(total, 1) : (input.docs as number), total, rows.length),
  };
});
