// When a certificate may be issued (decision 0054): by default ('course_end') once the course has ended and the
// student's final grade reaches the passing mark; 'any_time' when the entity chose it. Every graded practice counts, a
// missing grade as 0, since the course has ended. A course or student the certificate itself refuses (404) is left
// to it.
import { type CertificateRule, formatDayMonthYear, M } from '@edu/shared';
import { AppError } from '../../errors.js';
import type { Ctx } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { courseGrades } from './gradebook.js';
import { gradingSettings, isEnrolled, mainCourseOf } from './grades.queries.js';

export interface CertificateIssuing {
  rule: CertificateRule;
  end_date: string;
  passing_mark: string;
  /** the final grade the rule looks at (missing grades as 0 once ended); null before the end */
  final: string | null;
  /** why it may not be issued now, in Spanish; null when it may */
  refusal: string | null;
}

/** The rule as it stands for this student of this course now; null when the certificate itself would refuse. */
export async function certificateIssuing(ctx: Ctx, scheduledId: string, userId: string): Promise<CertificateIssuing | null> {
  const entityId = entityOf(ctx);
  const settings = await gradingSettings(ctx.db, entityId);
  const course = await mainCourseOf(ctx.db, entityId, scheduledId);
  if (!course || course.module_id !== null || !(await isEnrolled(ctx.db, entityId, course.id, userId))) return null;
  const book = await courseGrades(ctx, course, [userId]);
  const base = { rule: settings.certificate_rule, end_date: course.end_date, passing_mark: book.passing_mark };
  if (settings.certificate_rule === 'any_time') return { ...base, final: null, refusal: null };
  if (!book.course.ended) {
    const refusal = M.certificateBeforeEnd(formatDayMonthYear(course.end_date), book.passing_mark);
    return { ...base, final: null, refusal };
  }
  const { final, passed } = book.of(userId);
  const refusal = passed ? null : M.certificateNotPassed(final ?? '0.00', book.passing_mark);
  return { ...base, final, refusal };
}

/** generateCertificate_2's check before anything is issued: 409 with the reason when the rule is not met. */
export async function assertPassedForCertificate(ctx: Ctx, scheduledId: string, userId: string) {
  const issuing = await certificateIssuing(ctx, scheduledId, userId);
  if (issuing?.refusal) throw new AppError('CONFLICT', issuing.refusal);
}
