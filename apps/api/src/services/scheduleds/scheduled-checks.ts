// The rules a scheduled course and a module schedule must pass before they are written (02 §5, §4; 03 §2), shared by
// createScheduled and updateScheduled. Each refusal is an AppError with its Spanish text; the call's transaction then
// writes nothing.
import { COURSE_ALIASES, type DateIssue, type EntityRole, M, todayIn } from '@edu/shared';
import { notFound, validation } from '../../errors.js';
import type { Ctx } from '../../rpc/context.js';
import { findInEntity } from '../../rpc/scoped.js';
import { entityRolesOf, lockScheduled, modulesWithSchedules } from './scheduleds.queries.js';

const TEACHER_ROLE = 'docente' satisfies EntityRole;

/** Today's date in the platform's time zone (TIME_ZONE, America/Lima by default). */
export const todayOf = (ctx: Ctx) => todayIn(ctx.services.config.TIME_ZONE);

/** Refuses the call with the first date issue's message, every issue under its field. */
export function refuseIssues(issues: DateIssue[]) {
  if (issues.length) throw validation(issues[0].message, Object.fromEntries(issues.map((i) => [i.path, i.message])));
}

interface MainRefs {
  category_id?: string;
  course_id: string;
  campus_id: string;
  teacher_ids: string[];
  rol?: string;
}

/**
 * The programme, category, campus and teachers a main scheduled course names: records of another entity answer 404
 * (findInEntity); a module instead of a programme, or a teacher who is not a docente of the entity, answer 400.
 */
export async function checkMainRefs(ctx: Ctx, entityId: string, input: MainRefs) {
  const course = await findInEntity<{ id: string; alias: string; category_id: string | null }>(
    ctx.db, 'courses', input.course_id, entityId, 'id, alias, category_id',
  );
  if (course.alias !== COURSE_ALIASES.main) {
    throw validation(M.SCHEDULED_COURSE_NOT_PROGRAMME, { course_id: M.SCHEDULED_COURSE_NOT_PROGRAMME });
  }
  if (input.category_id) {
    await findInEntity(ctx.db, 'categories', input.category_id, entityId, 'id');
    if (input.category_id !== course.category_id) {
      throw validation(M.SCHEDULED_CATEGORY_MISMATCH, { category_id: M.SCHEDULED_CATEGORY_MISMATCH });
    }
  }
  await findInEntity(ctx.db, 'campuses', input.campus_id, entityId, 'id');
  if (input.rol && input.rol !== TEACHER_ROLE) throw validation(M.FIELD_INVALID, { rol: M.FIELD_INVALID });
  const teachers = [...new Set(input.teacher_ids)];
  const roles = new Map((await entityRolesOf(ctx.db, entityId, teachers)).map((r) => [r.user_id, r.roles]));
  for (const id of teachers) {
    // one text for an unknown id and another entity's user: the answer tells nothing of other entities
    const held = roles.get(id);
    if (!held) throw validation(M.TEACHER_NOT_IN_ENTITY, { teacher_ids: M.TEACHER_NOT_IN_ENTITY });
    if (!held.includes(TEACHER_ROLE)) throw validation(M.TEACHER_NOT_DOCENTE, { teacher_ids: M.TEACHER_NOT_DOCENTE });
  }
  return { courseId: course.id, campusId: input.campus_id, teachers };
}

/**
 * The main scheduled course a module schedule belongs to, locked for the rest of the call, with the modules of its
 * programme in order (each with its schedule) and the position of `moduleId` among them.
 */
export async function moduleSlotOf(ctx: Ctx, entityId: string, mainId: string, moduleId: string) {
  const main = await lockScheduled(ctx.db, entityId, mainId);
  if (main?.type_of_scheduled !== 'main') throw notFound();
  const modules = await modulesWithSchedules(ctx.db, main.id, main.course_id);
  const index = modules.findIndex((m) => m.id === moduleId);
  if (index < 0) {
    await findInEntity(ctx.db, 'courses', moduleId, entityId, 'id');
    throw validation(M.MODULE_NOT_IN_PROGRAMME, { course_id: M.MODULE_NOT_IN_PROGRAMME });
  }
  return { main, modules, index };
}
