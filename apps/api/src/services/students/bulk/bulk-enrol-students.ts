import { bulkEnrolment, type ExportFormat, INVITATION_DAYS, M } from '@edu/shared';
import { hashToken, newToken } from '../../../auth/tokens.js';
import { validation } from '../../../errors.js';
import { type Ctx, defineHandler } from '../../../rpc/context.js';
import { entityOf, findInEntity } from '../../../rpc/scoped.js';
import { insertPasswordReset } from '../../auth/auth.queries.js';
import { addMemberships, insertUser } from '../../users/users.queries.js';
import { enrolStudent } from '../enrolment/enrol.js';
import { courseAndEntityNames } from './bulk.queries.js';
import { type PlannedLine, planLines, shownLine } from './plan-lines.js';
import { readSheet } from './read-sheet.js';

/** A new student's account, with a link to choose a password (valid INVITATION_DAYS) sent through the outbox. */
async function createAccount(ctx: Ctx, entityId: string, line: PlannedLine, names: { course: string; entity: string }) {
  const s = line.student;
  if (!s) throw new Error('a new line carries its checked values');
  const id = await insertUser(ctx.db, {
    email: s.email,
    password_hash: null,
    rol: 'user',
    name: s.name,
    lastname: s.lastname,
    dni: s.dni,
    phone: s.phone ?? null,
    document_type: s.typeDoc,
    register: 'completed',
    pre_registered: false,
    created_by_entity: entityId,
  });
  await addMemberships(ctx.db, entityId, id, ['estudiante']);
  const token = newToken();
  await insertPasswordReset(ctx.db, id, hashToken(token), INVITATION_DAYS * 24 * 60);
  const link = `${ctx.services.config.publicUrl}/auth/recover-password/${token}`;
  await ctx.services.mailer.enqueue(ctx.db, {
    requestId: ctx.requestId,
    to: s.email,
    subject: M.bulkWelcomeMailSubject(names.entity),
    text: `${M.bulkWelcomeMailText(names.entity, names.course, INVITATION_DAYS)}\n\n${link}\n`,
  });
  return id;
}

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

export const previewBulkEnrolment = defineHandler(bulkEnrolment.previewBulkEnrolment, async (input, ctx) => {
  const { lines } = await plannedFile(input, ctx);
  return { lines: lines.map(shownLine), enrolled: 0, message: '' };
});

// Bulk enrolment of a main scheduled course (decision 0040), after its preview: all of it in the call's transaction
// or nothing, a file with any error refused whole. Each student is enrolled the one way students are (enrolStudent: the course, every module schedule
// and access to every module) and told by e-mail through the outbox, which sends once the transaction commits.
export const bulkEnrolStudents = defineHandler(bulkEnrolment.bulkEnrolStudents, async (input, ctx) => {
  const { entityId, mainId, lines } = await plannedFile(input, ctx);
  ctx.audit.recordId = mainId;
  if (lines.some((l) => l.kind === 'error')) throw validation(M.BULK_HAS_ERRORS, { content: M.BULK_HAS_ERRORS });

  const names = await courseAndEntityNames(ctx.db, mainId);
  let enrolled = 0;
  for (const line of lines) {
    if (line.kind === 'enrolled') continue;
    const userId = line.kind === 'new' ? await createAccount(ctx, entityId, line, names) : (line.userId as string);
    await enrolStudent(ctx.db, { entityId, userId, mainScheduledId: mainId, modules: 'all' });
    if (line.kind === 'existing') {
      await ctx.services.mailer.enqueue(ctx.db, {
        requestId: ctx.requestId,
        to: line.email,
        subject: M.bulkEnrolledMailSubject(names.course),
        text: `${M.bulkEnrolledMailText(names.entity, names.course)}\n`,
      });
    }
    enrolled += 1;
  }
  return { lines: lines.map(shownLine), enrolled, message: M.bulkApplied(enrolled) };
});
