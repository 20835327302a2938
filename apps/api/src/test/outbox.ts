import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestApp } from './harness.js';

/** Sends what the outbox holds and answers the .eml files written, oldest first. */
export async function sentMails(t: TestApp): Promise<string[]> {
  await t.app.services.mailer.flush();
  const dir = join(t.dataDir, 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  // undo quoted-printable soft line breaks, as a mail client would
  return files.map((f) => readFileSync(join(dir, f), 'utf8').replace(/=\r?\n/g, ''));
}

export function resetLinkIn(eml: string): string {
  // staff: /auth/recover-password/{token} (01 §2); a student: /e/{domain}/recuperar/{token} (decision 0051)
  const match = /(?:recover-password|recuperar)\/([A-Za-z0-9_-]+)/.exec(eml);
  if (!match) throw new Error('no reset link in the mail');
  return match[1];
}
