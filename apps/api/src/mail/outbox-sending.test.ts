// Mail goes out from the database outbox (spec 03 §3): only what was committed, once per request, as an .eml file
// in DATA_DIR/outbox when no SMTP server is configured.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/harness.js';
import type { OutgoingMail } from './mailer.js';

const { t } = useTestApp();

const outbox = () => {
  try {
    return readdirSync(join(t.dataDir, 'outbox')).sort();
  } catch {
    return [];
  }
};
const mail = (requestId: string, over: Partial<OutgoingMail> = {}): OutgoingMail => ({
  requestId,
  to: 'alumno.a@test.pe',
  subject: `Recuperar contraseña ${requestId}`,
  text: `Abra https://plataforma.test/recover-password/${requestId} para elegir una nueva contraseña.`,
  ...over,
});
const rowsOf = (requestId: string) =>
  t.db.query<{ status: string; attempts: number; sent_at: Date | null }>(
    'SELECT status, attempts, sent_at FROM mail_outbox WHERE request_id = $1',
    [requestId],
  );

describe('the mail outbox', () => {
  it('sends nothing for a transaction that rolls back', async () => {
    const { db, mailer } = t.app.services;
    const before = outbox();
    const failing = db.tx(async (tx) => {
      await mailer.enqueue(tx, mail('rolled-back'));
      throw new Error('the handler failed after enqueueing');
    });
    await expect(failing).rejects.toThrow('the handler failed');
    expect(await mailer.flush()).toBe(0);
    expect(await rowsOf('rolled-back')).toEqual([]);
    expect(outbox()).toEqual(before);
  });

  it('writes a committed mail once, as one .eml file, and marks it sent', async () => {
    const { db, mailer } = t.app.services;
    const before = outbox();
    await db.tx((tx) => mailer.enqueue(tx, mail('committed')));
    expect(await mailer.flush()).toBe(1);
    const added = outbox().filter((f) => !before.includes(f));
    expect(added).toEqual([expect.stringMatching(/^\d+-[0-9a-f-]{36}\.eml$/)]);
    const eml = readFileSync(join(t.dataDir, 'outbox', added[0]), 'utf8').replace(/=\r?\n/g, '');
    expect(eml).toMatch(/^To: alumno\.a@test\.pe$/m);
    expect(eml).toContain('recover-password/committed');
    expect(await rowsOf('committed')).toEqual([{ status: 'sent', attempts: 1, sent_at: expect.any(Date) }]);

    expect(await mailer.flush()).toBe(0);
    expect(outbox()).toEqual([...before, ...added].sort());
    expect(outbox().filter((f) => f.includes('.part-'))).toEqual([]);
  });

  it('sends the same request, address and subject once, even when enqueued again', async () => {
    const { db, mailer } = t.app.services;
    const before = outbox().length;
    await db.tx(async (tx) => {
      await mailer.enqueue(tx, mail('twice'));
      await mailer.enqueue(tx, mail('twice', { text: 'a retried handler wrote this again' }));
    });
    expect(await mailer.flush()).toBe(1);
    await db.tx((tx) => mailer.enqueue(tx, mail('twice')));
    expect(await mailer.flush()).toBe(0);
    expect(outbox().length).toBe(before + 1);
    expect(await rowsOf('twice')).toHaveLength(1);
  });

  it('sends a mail left "sending" by a stopped worker once its lease has run out', async () => {
    const { db, mailer } = t.app.services;
    await db.tx((tx) => mailer.enqueue(tx, mail('orphan')));
    await db.query(
      `UPDATE mail_outbox SET status = 'sending', attempts = 1, locked_until = now() + interval '1 minute' WHERE request_id = 'orphan'`,
    );
    expect(await mailer.flush()).toBe(0);
    await db.query(`UPDATE mail_outbox SET locked_until = now() - interval '1 second' WHERE request_id = 'orphan'`);
    expect(await mailer.flush()).toBe(1);
    expect(await rowsOf('orphan')).toEqual([{ status: 'sent', attempts: 2, sent_at: expect.any(Date) }]);
  });

  it('attaches stored files to the message', async () => {
    const { db, mailer, storage } = t.app.services;
    const pdf = await storage.saveBuffer(Buffer.from('%PDF-1.4 certificado'), {
      mime: 'application/pdf',
      ext: 'pdf',
      visibility: 'private',
      prefix: 'certificates',
    });
    const before = outbox();
    const attachments = [{ filename: 'certificado.pdf', storageKey: pdf.key, contentType: 'application/pdf' }];
    await db.tx((tx) => mailer.enqueue(tx, mail('certificate', { subject: 'Su certificado', attachments })));
    expect(await mailer.flush()).toBe(1);
    const [added] = outbox().filter((f) => !before.includes(f));
    const eml = readFileSync(join(t.dataDir, 'outbox', added), 'utf8');
    expect(eml).toMatch(/Content-Disposition: attachment; filename=certificado\.pdf/);
    expect(eml).toContain(Buffer.from('%PDF-1.4 certificado').toString('base64'));
  });
});
