// A bulk enrolment applied in short transactions (decision 0047). PGlite has one connection: a 500-line file in one
// transaction made everyone wait 2.7 s (16-27 s on a busy machine). Each batch (sized by the clock to take ~10 ms,
// db/short-transactions.ts) commits on its own;
// the file's all or nothing is kept by its job (migration 021): its mails are held until the last commit, and a failure
// midway, or a server that died (its lease runs out), undoes every line it applied.
import type { FastifyBaseLogger } from 'fastify';
import { INVITATION_DAYS, M } from '@edu/shared';
import { hashToken, newToken } from '../../../auth/tokens.js';
import type { Db } from '../../../db/client.js';
import { inShortTransactions, yieldToOthers } from '../../../db/short-transactions.js';
import type { Mailer, OutgoingMail } from '../../../mail/mailer.js';
import { resetLink } from '../../../mail/student-links.js';
import type { Ctx } from '../../../rpc/context.js';
import { enrolStudents } from '../enrol.js';
import {
  type BulkJob,
  claimAbandonedJob,
  deleteJob,
  forgetLines,
  insertJob,
  markDone,
  markUndoing,
  noteLines,
  renewLease,
  undoLines,
} from './bulk-jobs.queries.js';
import { insertNewStudents, insertPasswordResets } from './bulk.queries.js';
import type { PlannedLine } from './plan-lines.js';

/** a running job renews it at every batch; past it, its server is taken for dead and the job is undone */
export const LEASE_SECONDS = 60;

export interface CourseNames {
  course: string;
  entity: string;
  /** the entity's catalogue address: the welcome mail's link leads to its students' pages (decision 0051) */
  domain: string;
}

/** One batch, in its own transaction: new accounts, notes of what existing ones had, enrolment, the mails held. */
export async function applyBatch(
  tx: Db,
  mailer: Mailer,
  job: BulkJob,
  lines: PlannedLine[],
  v: { publicUrl: string; names: CourseNames },
) {
  if (!(await renewLease(tx, job.id, LEASE_SECONDS))) throw new Error(`bulk job ${job.id} was taken for undoing`);
  const fresh = lines.filter((l) => l.kind === 'new');
  const existing = lines.filter((l) => l.kind === 'existing');
  const newIds = await insertNewStudents(
    tx,
    job.entity_id,
    fresh.map(({ student: s }) => {
      if (!s) throw new Error('a new line carries its checked values');
      return {
        email: s.email,
        name: s.name,
        lastname: s.lastname,
        dni: s.dni,
        document_type: s.typeDoc,
        phone: s.phone ?? null,
      };
    }),
  );
  const existingIds = existing.map((l) => l.userId as string);
  await noteLines(tx, job, newIds, existingIds);
  const tokens = newIds.map(() => newToken());
  await insertPasswordResets(
    tx,
    newIds.map((userId, i) => ({ userId, tokenHash: hashToken(tokens[i]) })),
    INVITATION_DAYS * 24 * 60,
  );
  await enrolStudents(tx, {
    entityId: job.entity_id,
    userIds: [...newIds, ...existingIds],
    mainScheduledId: job.scheduled_id,
    modules: 'all',
  });
  const { names } = v;
  const mails: OutgoingMail[] = [
    ...fresh.map((l, i) => ({
      requestId: job.request_id,
      to: l.email,
      subject: M.bulkWelcomeMailSubject(names.entity),
      text: `${M.bulkWelcomeMailText(names.entity, names.course, INVITATION_DAYS)}\n\n${resetLink(v.publicUrl, tokens[i], names.domain)}\n`,
    })),
    ...existing.map((l) => ({
      requestId: job.request_id,
      to: l.email,
      subject: M.bulkEnrolledMailSubject(names.course),
      text: `${M.bulkEnrolledMailText(names.entity, names.course)}\n`,
    })),
  ];
  await mailer.enqueueHeld(tx, mails);
}

/** Undoes a job batch by batch (each its own transaction, like the batches that applied it); its mails never leave. */
export async function undoJob(db: Db, mailer: Mailer, job: BulkJob) {
  await inShortTransactions(db, (tx, lines) => mailer.discardHeld(tx, job.request_id, lines * 2));
  await inShortTransactions(db, (tx, lines) => undoLines(tx, job, lines, LEASE_SECONDS));
  await deleteJob(db, job.id);
}

/** A done job (its last commit made it so): its mails released and its notes forgotten, a few at a time. */
export async function finishJob(db: Db, mailer: Mailer, job: BulkJob) {
  await inShortTransactions(db, (tx, lines) => mailer.releaseHeld(tx, job.request_id, lines * 2));
  await inShortTransactions(db, (tx, lines) => forgetLines(tx, job.id, lines * 2));
  await deleteJob(db, job.id);
}

/**
 * Applies the planned lines of a checked file (none an error), batch after batch; the call's commit (ctx.commit: the
 * audit row) marks the job done, then its mails are released. Any failure before that undoes all of it and is thrown.
 */
export async function applyFile(
  ctx: Ctx,
  v: { entityId: string; mainId: string; lines: PlannedLine[]; names: CourseNames },
) {
  const { db, services } = ctx;
  const job = await insertJob(
    db,
    { entity_id: v.entityId, scheduled_id: v.mainId, request_id: ctx.requestId },
    LEASE_SECONDS,
  );
  const work = v.lines.filter((l) => l.kind === 'new' || l.kind === 'existing');
  try {
    let next = 0;
    await inShortTransactions(db, async (tx, lines) => {
      const batch = work.slice(next, next + lines);
      if (batch.length) {
        await applyBatch(tx, services.mailer, job, batch, { publicUrl: services.config.publicUrl, names: v.names });
      }
      next += batch.length;
      return batch.length;
    });
    await yieldToOthers();
    // the file is whole from here: a crash before its mails are released leaves them to the next sweep
    await ctx.commit(async (tx) => {
      if (!(await markDone(tx, job.id, LEASE_SECONDS))) throw new Error(`bulk job ${job.id} was taken for undoing`);
    });
  } catch (error) {
    await markUndoing(db, job.id, LEASE_SECONDS).catch(() => {});
    // an undo that fails here is finished by the next sweep, once the lease runs out
    await undoJob(db, services.mailer, job).catch((err) =>
      ctx.log.warn({ err, job: job.id }, 'bulk job not undone yet'),
    );
    throw error;
  }
  // committed and audited: a failure now only delays the mails until the next sweep, it does not fail the call
  await finishJob(db, services.mailer, job).catch((err) =>
    ctx.log.warn({ err, job: job.id }, 'bulk job mails not released yet'),
  );
  return work.length;
}

/**
 * The jobs whose server stopped before finishing them (at start, every lease, and before each bulk call): undone, or
 * finished when they were done but their mails not yet released.
 */
export async function sweepAbandonedJobs(db: Db, mailer: Mailer, log?: FastifyBaseLogger) {
  let undone = 0;
  for (let job = await claimAbandonedJob(db, LEASE_SECONDS); job; job = await claimAbandonedJob(db, LEASE_SECONDS)) {
    try {
      if (job.state === 'done') await finishJob(db, mailer, job);
      else await undoJob(db, mailer, job);
      log?.warn({ job: job.id, state: job.state }, 'a bulk enrolment its server did not finish: done now');
      undone++;
    } catch (err) {
      // tried again once its fresh lease runs out; the other jobs go on meanwhile
      log?.warn({ err, job: job.id }, 'bulk job not undone yet');
    }
  }
  return undone;
}
