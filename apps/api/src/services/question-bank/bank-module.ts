// The module a bank call names (course_id): a course of the caller's entity (else 404, as every record of another
// entity) that is a module, not a programme (else 400 under course_id).
import { COURSE_ALIASES, M } from '@edu/shared';
import { notFound, validation } from '../../errors.js';
import type { Ctx } from '../../rpc/context.js';
import { courseForBank, type ModuleRow } from './questions.queries.js';

export interface BankModule extends ModuleRow {
  parent_course_id: string;
}

/** `lock` for the writes: see courseForBank. */
export async function moduleOf(ctx: Ctx, entityId: string, courseId: string, lock = false): Promise<BankModule> {
  const course = await courseForBank(ctx.db, entityId, courseId, lock);
  if (!course) throw notFound();
  if (course.alias !== COURSE_ALIASES.module || !course.parent_course_id) {
    throw validation(M.FIELD_INVALID, { course_id: M.FIELD_INVALID });
  }
  return course as BankModule;
}
