// With SMTP_URL set, the outbox sends through nodemailer to that server: here a real SMTP server on loopback.
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.js';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

let t: TestApp;
let server: SMTPServer;
const received: Received[] = [];
beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  t = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Plataforma <no-reply@plataforma.test>' });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

it('delivers the message to the SMTP server with its sender, recipient and subject, and writes no file', async () => {
  const { db, mailer } = t.app.services;
  await db.tx((tx) =>
    mailer.enqueue(tx, {
      requestId: 'smtp-1',
      to: 'docente.a@test.pe',
      subject: 'Invitation to the course',
      text: 'Ingrese en https://plataforma.test/login',
    }),
  );
  expect(await mailer.flush()).toBe(1);
  expect(received).toHaveLength(1);
  const [message] = received;
  expect(message.from).toBe('no-reply@plataforma.test');
  expect(message.to).toEqual(['docente.a@test.pe']);
  expect(message.raw).toMatch(/^To: docente\.a@test\.pe\r?$/m);
  expect(message.raw).toMatch(/^Subject: Invitation to the course\r?$/m);
  expect(message.raw).toContain('https://plataforma.test/login');
  expect(existsSync(join(t.dataDir, 'outbox'))).toBe(false);

  const [row] = await db.query<{ status: string }>(`SELECT status FROM mail_outbox WHERE request_id = 'smtp-1'`);
  expect(row.status).toBe('sent');
  expect(await mailer.flush()).toBe(0);
  expect(received).toHaveLength(1);
});
