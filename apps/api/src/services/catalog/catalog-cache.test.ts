// The public catalogue's answers are reused for CATALOG_CACHE_SECONDS (decision 0045): the same for every visitor, so a
// page is read once for many; a write through this server reads it afresh at once, so the staff who publish or hide a
// course see the catalogue follow. The other tests run with the cache off (test/harness.ts).
import { auth, catalog } from '@edu/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { type Priced, pricedProgramme } from '../orders/orders-test-kit.js';

const { t } = useTestApp([], { CATALOG_CACHE_SECONDS: '600' });
let web: Priced;
beforeAll(async () => {
  web = await pricedProgramme(t, 'A', { name: 'Web', inscription: '100.00', course: '300.50', modules: ['80.00'] });
});

const names = async () =>
  (await t.call(catalog.getCatalog, { domain: 'entidad-a.test.pe' }, null)).body.scheduleds.map((s) => s.name);
const courseStatus = async () =>
  (await t.call(catalog.getCatalogCourse, { domain: 'ENTIDAD-A.test.pe', scheduled_id: web.main }, null)).status;

describe('the catalogue answer cache', () => {
  it('answers again from memory until a write through the server, then reads afresh', async () => {
    expect(await names()).toContain('Web 2026');
    expect(await courseStatus()).toBe(200);
    // hidden behind the server's back (another instance, or SQL): the reused answer still shows it
    await t.db.query('UPDATE scheduleds SET publish = false WHERE id = $1', [web.main]);
    expect(await names()).toContain('Web 2026');
    expect(await courseStatus()).toBe(200);
    // any write through this server (here a sign-in and its logout) empties the cache
    const token = await t.signIn(t.fx.users.adminA.email);
    expect((await t.call(auth.logout, {}, token)).status).toBe(200);
    expect(await names()).not.toContain('Web 2026');
    expect(await courseStatus()).toBe(404);
  });

  it('does not keep a refusal: an unknown domain is asked again each time', async () => {
    const first = await t.call(catalog.getCatalog, { domain: 'nueva.test.pe' }, null);
    expect(first.status).toBe(404);
    await t.db.query(`UPDATE entities SET domain = 'nueva.test.pe' WHERE id = $1`, [t.fx.entityB]);
    const again = await t.call(catalog.getCatalog, { domain: 'nueva.test.pe' }, null);
    expect(again.status).toBe(200);
    expect(again.body.entity._id).toBe(t.fx.entityB);
  });
});
