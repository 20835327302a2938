// What crosses the wire to a browser (decision 0029): every text answer over 1 KiB compressed (Brotli), hashed assets cached
// for a year, the app shell revalidated, only the Latin faces a page uses, and the entity's logo asked for first.
import type { Page, Response } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ACCOUNTS, heading, signIn } from '../support/helpers';

const TEXT = /^(text\/|application\/(json|javascript|manifest\+json)|image\/svg\+xml)/;

/** Every answer the page received while `act` ran, with its decoded size. */
async function answersDuring(page: Page, act: () => Promise<void>) {
  const responses: Response[] = [];
  const listener = (r: Response) => responses.push(r);
  page.on('response', listener);
  await act();
  page.off('response', listener);
  return Promise.all(
    responses.map(async (r) => ({
      url: new URL(r.url()).pathname,
      status: r.status(),
      headers: await r.allHeaders(),
      size: r.status() === 200 ? (await r.body().catch(() => Buffer.alloc(0))).length : 0,
    })),
  );
}

declare global {
  function loadedFaces(family: string): number;
}
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    globalThis.loadedFaces = (family: string) =>
      [...document.fonts].filter((f) => f.family.replaceAll('"', '') === family && f.status === 'loaded').length;
  });
});

test('/login: compressed, cached for good, Roboto Latin only, no other face', async ({ page }) => {
  const answers = await answersDuring(page, async () => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'INICIAR SESIÓN' })).toBeVisible();
    // Roboto is asked for once the page has painted (app/after-first-paint.tsx)
    await expect.poll(() => page.evaluate(() => loadedFaces('Roboto'))).toBeGreaterThan(0);
  });
  const index = answers.find((a) => a.url === '/login');
  expect(index?.headers['cache-control']).toBe('no-cache');
  const plainText = answers.filter(
    (a) => a.status === 200 && TEXT.test(a.headers['content-type'] ?? '') && a.size > 1024 && !a.headers['content-encoding'],
  );
  expect(plainText.map((a) => a.url)).toEqual([]);
  const assets = answers.filter((a) => a.url.startsWith('/assets/'));
  expect(assets.length).toBeGreaterThan(5);
  for (const a of assets) expect(a.headers['cache-control'], a.url).toBe('public, max-age=31536000, immutable');
  const fonts = answers.filter((a) => /\.(woff2?|ttf)$/.test(a.url)).map((a) => a.url);
  expect(fonts.length).toBeGreaterThan(0);
  for (const font of fonts) expect(font).toMatch(/^\/assets\/roboto-latin-\d00-normal-[\w-]+\.woff2$/);
});

test("a staff page: the API's answers compressed, the entity's face loaded, the logo asked for first and fixed in size", async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.admin);
  await expect(heading(page, 'Programas')).toBeVisible();
  const answers = await answersDuring(page, async () => {
    await page.reload();
    await expect(heading(page, 'Programas')).toBeVisible();
    await expect(page.getByTestId('sidebar').getByRole('img', { name: 'Colegio Andino' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => loadedFaces('Rubik'))).toBeGreaterThan(0);
  });
  const api = answers.filter((a) => a.url.startsWith('/v5.0.1/') && a.size > 1024);
  expect(api.length).toBeGreaterThan(0);
  for (const a of api) expect(a.headers['content-encoding'], a.url).toBe('br');
  // Colegio Andino uses Rubik (Mi Entidad > Fuentes): its Latin files, and they are in use
  const fonts = answers.filter((a) => a.url.endsWith('.woff2')).map((a) => a.url);
  expect(fonts.some((f) => f.startsWith('/assets/rubik-latin-'))).toBe(true);
  // the logo: preloaded with high priority from the entry, before the shell knows the entity; fixed width and height
  const logo = page.getByTestId('sidebar').getByRole('img', { name: 'Colegio Andino' });
  const src = await logo.getAttribute('src');
  await expect(page.locator(`link[rel="preload"][as="image"][href="${src}"]`)).toHaveAttribute('fetchpriority', 'high');
  await expect(logo).toHaveAttribute('fetchpriority', 'high');
  await expect(logo).toHaveAttribute('width', /\d+/);
  await expect(logo).toHaveAttribute('height', /\d+/);
});
