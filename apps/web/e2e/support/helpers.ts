import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Request } from '@playwright/test';
import { expect } from './fixtures';
import { scaled } from './scale';

export { scaled } from './scale';

export const PASSWORD = 'Demo1234';

export const ACCOUNTS = {
  superadmin: 'superadmin@demo.pe',
  admin: 'admin@colegioandino.edu.pe',
  adminB2b: 'adminb2b@colegioandino.edu.pe',
  coordinator: 'coordinador@colegioandino.edu.pe',
  counter: 'counter@colegioandino.edu.pe',
  multi: 'multi@colegioandino.edu.pe',
  teacher: 'docente@colegioandino.edu.pe',
  noEntity: 'completado@demo.pe',
  /** only the recovery journey uses it: its password changes */
  recovery: 'admin@institutopacifico.edu.pe',
  /** an admin b2b only the profile's password journey uses: its password changes (and changes back) */
  passwordChange: 'rosa.quispe@colegioandino.edu.pe',
} as const;

/** Signs in through the login form and waits until the app has left /login. */
export async function signIn(page: Page, email: string, password: string = PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'INICIAR SESIÓN' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** The calls of one fname the page sends, and how many have been answered. */
export function watchCalls(page: Page, fname: string) {
  const calls = { sent: 0, answered: 0 };
  const isCall = (request: Request) =>
    request.method() === 'POST' && (request.postDataBuffer()?.toString('latin1') ?? '').includes(fname);
  page.on('request', (request) => {
    if (isCall(request)) calls.sent += 1;
  });
  const answered = (request: Request) => {
    if (isCall(request)) calls.answered += 1;
  };
  page.on('requestfinished', answered);
  page.on('requestfailed', answered);
  return calls;
}

/**
 * Holds the page's calls to `url` (those `when` picks) until the function it answers is called: a journey looks at what
 * the page shows while a call is on its way ('CARGANDO...', an upload's percent) for as long as it takes to look, not
 * for a fixed time a busy machine may overrun (decision 0059). Released, the held calls go on, or with `abort` fail as
 * a dropped connection would.
 */
export async function holdCalls(
  page: Page,
  url: string,
  { abort = false, when = () => true }: { abort?: boolean; when?: (request: Request) => boolean } = {},
): Promise<() => Promise<void>> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    if (!when(route.request())) return route.continue();
    await released;
    // the page may have cancelled the call meanwhile
    await (abort ? route.abort() : route.continue()).catch(() => {});
  });
  return async () => {
    release();
    await page.unroute(url);
  };
}

/** An upload: the calls that carry files (multipart/form-data). */
export const isUpload = (request: Request) => request.headers()['content-type']?.startsWith('multipart/') ?? false;

export const pathIs = (path: string) => new RegExp(`^[^?#]*://[^/]+${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** The page's one heading, as every screen (or its 'Próximamente' placeholder) shows it. */
export const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes = joined.replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The recovery link of the newest mail to `to` written after `since` (the mail worker runs every 2 s). */
export async function readRecoveryLink(to: string, since: number): Promise<string> {
  const outbox = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  let link: string | undefined;
  await expect
    .poll(
      () => {
        let files: string[] = [];
        try {
          files = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
        } catch {
          return undefined;
        }
        const fresh = files
          .map((f) => ({ path: join(outbox, f), at: statSync(join(outbox, f)).mtimeMs }))
          .filter((f) => f.at >= since)
          .sort((a, b) => b.at - a.at);
        for (const file of fresh) {
          const mail = decodeQuotedPrintable(readFileSync(file.path, 'utf8'));
          if (!mail.includes(`To: ${to}`)) continue;
          // staff: /auth/recover-password/…; a student: their entity's /e/{domain}/recuperar/… (decision 0051)
          link = /https?:\/\/\S+\/(?:auth\/recover-password|e\/[^/\s]+\/recuperar)\/[\w-]+/.exec(mail)?.[0];
          if (link) return link;
        }
        return undefined;
      },
      { timeout: scaled(10_000), intervals: [250, 500, 1000] },
    )
    .toBeTruthy();
  return link as string;
}
