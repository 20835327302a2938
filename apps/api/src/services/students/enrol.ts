// The one way a student is enrolled, shared by assignUserToScheduled (manual, by staff) and activateOrders (an
// accepted order). It runs inside the caller's transaction. See docs/decisions/0018-students-orders-certificates.md.
import type { Db } from '../../db/client.js';
import { notFound } from '../../errors.js';
import {
  ensureStudentRole,
  insertEnrolments,
  lockMainScheduled,
  moduleIdsOfProgramme,
  moduleSchedulesOf,
  unlockModules,
} from './enrolment.queries.js';

export interface EnrolStudentInput {
  entityId: string;
  userId: string;
  /** the main scheduled course (of the entity) */
  mainScheduledId: string;
  /**
   * 'all' (enrolment mode total, or a bought main course): the main course, every module schedule under it, and
   * access to every module of the programme, scheduled or not yet. A list: module schedule ids under the main course
   * (mode part, or bought modules): the main course, those schedules, and access to their modules only.
   */
  modules: 'all' | string[];
  /** the accepted order that paid for it, recorded on the module access rows */
  orderId?: string | null;
}

export interface EnrolStudentResult {
  /** enrolment rows (scheduled_students) that were new */
  added: number;
  /** module access rows (student_modules) created or unlocked */
  unlocked: number;
}

/**
 * Enrols a user in a main scheduled course and some or all of its module schedules, gives them the role estudiante in
 * the entity when missing, and unlocks the matching modules (bought, enabled). Idempotent: what the student already
 * has is left as it is. Throws 404 when the main scheduled course is not one of the entity's, or when a listed id is
 * not a module schedule under it.
 */
export function enrolStudent(db: Db, { userId, ...input }: EnrolStudentInput): Promise<EnrolStudentResult> {
  return enrolStudents(db, { ...input, userIds: [userId] });
}

/**
 * The same for several users at once, in a few statements whatever their number (a bulk enrolment's batch, decision
 * 0047); the counts are the sums over them.
 */
export async function enrolStudents(
  db: Db,
  input: Omit<EnrolStudentInput, 'userId'> & { userIds: string[] },
): Promise<EnrolStudentResult> {
  const main = await lockMainScheduled(db, input.entityId, input.mainScheduledId);
  if (!main) throw notFound();
  const wanted = input.modules === 'all' ? 'all' : [...new Set(input.modules)];
  const schedules = await moduleSchedulesOf(db, main.id, wanted);
  if (wanted !== 'all' && schedules.length !== wanted.length) throw notFound();
  await ensureStudentRole(db, input.entityId, input.userIds);
  const added = await insertEnrolments(db, input.entityId, input.userIds, [main.id, ...schedules.map((s) => s.id)]);
  const courseIds =
    wanted === 'all' ? await moduleIdsOfProgramme(db, main.course_id) : schedules.map((s) => s.course_id);
  const unlocked = await unlockModules(db, {
    entityId: input.entityId,
    userIds: input.userIds,
    mainId: main.id,
    courseIds,
    orderId: input.orderId ?? null,
  });
  return { added, unlocked };
}
