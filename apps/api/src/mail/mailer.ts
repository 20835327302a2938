// The mail interface of spec 03 §3. Handlers only enqueue (in their own transaction); a worker sends from the
// database outbox: nodemailer over SMTP_URL when set, else .eml files in DATA_DIR/outbox, with the links logged
// except in production (NODE_ENV=production).
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config/env.js';
import type { Db } from '../db/client.js';
import { polling } from '../workers/polling.js';

export interface OutgoingMail {
  requestId: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; storageKey: string; contentType: string }[];
}

export interface Mailer {
  /** adds the mail to the outbox inside the caller's transaction; sent once that transaction commits */
  enqueue(db: Db, mail: OutgoingMail): Promise<void>;
  /**
   * Work committed in several transactions (a bulk enrolment, decision 0047): its mails, one statement for them all,
   * are held (never due) until releaseHeld, or dropped by discardHeld when the work is undone. Held by request id (all
   * of one request); text only, no html or attachments.
   */
  enqueueHeld(db: Db, mails: OutgoingMail[]): Promise<void>;
  /** up to `limit` of them at a time; answers how many */
  releaseHeld(db: Db, requestId: string, limit: number): Promise<number>;
  discardHeld(db: Db, requestId: string, limit: number): Promise<number>;
  /** sends what is due now; answers how many were sent */
  flush(): Promise<number>;
  /** asks the running worker to send soon (after a call that may have queued mail); no-op when not started */
  kick(): void;
  start(): void;
  stop(): Promise<void>;
}

interface OutboxRow {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  attempts: number;
}

const BATCH = 10;
const POLL_MS = 2000;
/** retries back off exponentially up to an hour apart, and never stop: a mail is never lost (spec 03 §3) */
const MAX_BACKOFF_SECONDS = 3600;

export function createMailer(
  db: Db,
  config: Config,
  log: FastifyBaseLogger,
  attachmentOf: (key: string) => Promise<Buffer | null>,
): Mailer {
  const transport = config.SMTP_URL
    ? nodemailer.createTransport(config.SMTP_URL)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const outboxDir = join(config.DATA_DIR, 'outbox');
  const messageDomain = /@([^>\s]+)/.exec(config.MAIL_FROM)?.[1] ?? 'localhost';

  async function deliver(row: OutboxRow, attachments: { filename: string; storageKey: string; contentType: string }[]) {
    const files = await Promise.all(
      attachments.map(async (a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: await attachmentOf(a.storageKey),
      })),
    );
    const info = await transport.sendMail({
      // the same Message-ID on every attempt: a mail sent again after a crash between the SMTP server's "accepted" and
      // the row's 'sent' (the one window an outbox cannot close) is recognisable as the same message
      messageId: `<${row.id}@${messageDomain}>`,
      from: config.MAIL_FROM,
      to: row.to_address,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body ?? undefined,
      attachments: files.filter((f) => f.content).map((f) => ({ ...f, content: f.content as Buffer })),
    });
    if (!config.SMTP_URL) {
      await mkdir(outboxDir, { recursive: true });
      const target = join(outboxDir, `${Date.now()}-${row.id}.eml`);
      const temp = `${target}.part-${randomUUID()}`;
      try {
        await writeFile(temp, (info as unknown as { message: Buffer }).message);
        await rename(temp, target);
      } catch (error) {
        // a half-written temporary file would stay in the outbox forever: each retry writes under a new name
        await rm(temp, { force: true });
        throw error;
      }
      // on a developer's machine the link in the log saves opening the file; in production a recovery link in the
      // log would let whoever reads the logs take over the account
      if (config.NODE_ENV === 'production') {
        log.info({ to: row.to_address, file: target }, `mail written to the outbox: ${row.subject}`);
      } else {
        const links = row.text_body.match(/https?:\/\/\S+/g) ?? [];
        log.info(
          { to: row.to_address, file: target, links },
          `mail written to the outbox: ${row.subject} ${links.join(' ')}`,
        );
      }
    }
  }

  async function sendDue(): Promise<number> {
    // claim due rows with a lease, so that two instances never send the same mail
    const rows = await db.query<OutboxRow & { attachments: OutgoingMail['attachments'] }>(
      `UPDATE mail_outbox SET status = 'sending', attempts = attempts + 1,
         locked_until = now() + make_interval(secs => ${config.MAIL_LEASE_SECONDS})
       WHERE id IN (
         SELECT id FROM mail_outbox
         WHERE (status = 'pending' AND next_attempt_at <= now()) OR (status = 'sending' AND locked_until < now())
         ORDER BY next_attempt_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
       RETURNING id, to_address, subject, text_body, html_body, attempts, attachments`,
    );
    let sent = 0;
    for (const row of rows) {
      try {
        await deliver(row, row.attachments ?? []);
        await db.query(`UPDATE mail_outbox SET status = 'sent', sent_at = now(), locked_until = NULL WHERE id = $1`, [
          row.id,
        ]);
        sent++;
      } catch (error) {
        log.warn({ err: error, mailId: row.id, attempts: row.attempts }, 'mail not sent; will retry');
        await db.query(
          `UPDATE mail_outbox SET status = $2, last_error = $3, locked_until = NULL,
             next_attempt_at = now() + make_interval(secs => $4) WHERE id = $1`,
          [
            row.id,
            'pending',
            String((error as Error).message).slice(0, 500),
            Math.min(2 ** row.attempts, MAX_BACKOFF_SECONDS),
          ],
        );
      }
    }
    return sent;
  }

  const loop = polling({ pass: sendDue, pollMs: POLL_MS, firstMs: 200, log, failure: 'mail outbox worker failed' });

  return {
    async enqueue(tx, mail) {
      await tx.query(
        `INSERT INTO mail_outbox (request_id, to_address, subject, text_body, html_body, attachments)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (request_id, to_address, subject) DO NOTHING`,
        [mail.requestId, mail.to, mail.subject, mail.text, mail.html ?? null, JSON.stringify(mail.attachments ?? [])],
      );
    },
    async enqueueHeld(tx, mails) {
      if (!mails.length) return;
      // 'infinity' is never due: the worker's claim (next_attempt_at <= now()) passes them by
      await tx.query(
        `INSERT INTO mail_outbox (request_id, to_address, subject, text_body, next_attempt_at)
         SELECT $1, t, s, b, 'infinity' FROM unnest($2::text[], $3::text[], $4::text[]) AS m (t, s, b)
         ON CONFLICT (request_id, to_address, subject) DO NOTHING`,
        [mails[0].requestId, mails.map((m) => m.to), mails.map((m) => m.subject), mails.map((m) => m.text)],
      );
    },
    async releaseHeld(tx, requestId, limit) {
      const rows = await tx.query(
        `UPDATE mail_outbox SET next_attempt_at = now() WHERE id IN (SELECT id FROM mail_outbox
           WHERE request_id = $1 AND status = 'pending' AND next_attempt_at = 'infinity' LIMIT $2) RETURNING id`,
        [requestId, limit],
      );
      return rows.length;
    },
    async discardHeld(tx, requestId, limit) {
      const rows = await tx.query(
        `DELETE FROM mail_outbox WHERE id IN (SELECT id FROM mail_outbox
           WHERE request_id = $1 AND status = 'pending' AND next_attempt_at = 'infinity' LIMIT $2) RETURNING id`,
        [requestId, limit],
      );
      return rows.length;
    },
    flush: loop.flush,
    kick: loop.kick,
    start() {
      // .eml files a killed process was writing (their rows are still 'sending' and will be written again)
      void readdir(outboxDir)
        .then((names) =>
          Promise.all(names.filter((n) => n.includes('.part-')).map((n) => rm(join(outboxDir, n), { force: true }))),
        )
        .catch(() => {});
      loop.start();
    },
    stop: loop.stop,
  };
}
