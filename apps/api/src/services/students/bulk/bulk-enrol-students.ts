import { type ExportFormat, M, students } from '@edu/shared';
import { validation } from '../../../errors.js';
import { type Ctx, defineHandler } from '../../../rpc/context.js';
import { entityOf, findInEntity } from '../../../rpc/scoped.js';
import { applyFile, sweepAbandonedJobs } from './bulk-job.js';
import { courseAndEntityNames } from './bulk.queries.js';
import { planLines, shownLine } from './plan-lines.js';
import { readSheet } from './read-sheet.js';

/** The main scheduled course named and what each line of the file would do. */
export async function plannedFile(input: { scheduled: string; format: ExportFormat; content: string }, ctx: Ctx) {
  const entityId = entityOf(ctx);
  const main = await findInEntity<{ id: string; type_of_scheduled: string }>(
    ctx.db,
    'scheduleds',
    input.scheduled,
    entityId,
    'id, type_of_scheduled',
  );
  if (main.type_of_scheduled !== 'main') throw validation(M.BULK_NOT_A_MAIN, { scheduled: M.BULK_NOT_A_MAIN });
  return {
    entityId,
    mainId: main.id,
    lines: await planLines(ctx.db, entityId, main.id, await readSheet(input.format, input.content)),
  };
}

export const previewBulkEnrolment = defineHandler(students.previewBulkEnrolment, async (input, ctx) => {
  const { lines } = await plannedFile(input, ctx);
  return { lines: lines.map(shownLine), enrolled: 0, message: '' };
});

// Bulk enrolment of a main scheduled course (decision 0040), after its preview: all of it or nothing, a file with any
// error refused whole. Each student is enrolled the one way students are (enrolStudents: the course, every module
// schedule and access to every module) and told by e-mail. The lines commit in short batches so that nobody waits
// behind the file (decision 0047, bulk-job.ts); the call's commit releases the mails and writes its audit row.
export const bulkEnrolStudents = defineHandler(
  students.bulkEnrolStudents,
  async (input, ctx) => {
    // a file a stopped server left half applied is undone before this one is planned against what it left
    await sweepAbandonedJobs(ctx.db, ctx.services.mailer, ctx.log);
    const { entityId, mainId, lines } = await plannedFile(input, ctx);
    ctx.audit.recordId = mainId;
    if (lines.some((l) => l.kind === 'error')) throw validation(M.BULK_HAS_ERRORS, { content: M.BULK_HAS_ERRORS });
    const names = await courseAndEntityNames(ctx.db, mainId);
    const enrolled = await applyFile(ctx, { entityId, mainId, lines, names });
    return { lines: lines.map(shownLine), enrolled, message: M.bulkApplied(enrolled) };
  },
  { ownTransactions: true },
);
