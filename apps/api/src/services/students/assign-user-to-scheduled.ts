import { M, students } from '@edu/shared';
import { AppError, notFound, validation } from '../../errors.js';
import { defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { enrolStudent } from './enrol.js';
import { memberRoles, scheduledsOfEntity } from './students.queries.js';

// Manual enrolment (02 §2.11, §4): 'total' enrols the person in the main scheduled course, all its module schedules
// and unlocks every module of the programme; 'part' in the main course and the module schedules named. Everything
// named must be a scheduled course of the entity (404 otherwise) under one and the same main course (400). The person
// must already belong to the entity (found with searchUserByEntity, added with assignUserToEntity or createUser);
// they receive the role estudiante if they do not hold it. Enrolling again changes nothing and says so.
export const assignUserToScheduled = defineHandler(students.assignUserToScheduled, async (input, ctx) => {
  const entityId = entityOf(ctx);
  const ids = [...new Set(input.scheduleds)];
  const found = await scheduledsOfEntity(ctx.db, entityId, ids);
  if (found.length !== ids.length) throw notFound();
  const mains = new Set(found.map((s) => (s.type_of_scheduled === 'main' ? s.id : (s.main_scheduled as string))));
  if (mains.size !== 1) throw validation(M.ENROLMENT_ONE_MAIN, { scheduleds: M.ENROLMENT_ONE_MAIN });
  const [mainId] = mains;

  if (!(await memberRoles(ctx.db, entityId, input.user)).length) {
    throw new AppError('NOT_FOUND', M.STUDENT_NOT_IN_ENTITY, { user: M.STUDENT_NOT_IN_ENTITY });
  }
  const modules = input.mode === 'total' ? 'all' : found.filter((s) => s.type_of_scheduled === 'children').map((s) => s.id);
  const { added, unlocked } = await enrolStudent(ctx.db, { entityId, userId: input.user, mainScheduledId: mainId, modules });
  ctx.audit.recordId = mainId;
  return { message: added + unlocked ? M.STUDENT_ENROLLED : M.STUDENT_ALREADY_ENROLLED };
});
