// The dashboards' answers are reused for METRICS_CACHE_SECONDS (decision 0039) and a write through the server shows at
// once: a row written behind the server's back is not seen until then, one written through an fname is.
import { courses, metrics } from '@edu/shared';
import { expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';

const { t } = useTestApp([], { METRICS_CACHE_SECONDS: '60' });

it('reuses a dashboard until a write through the server empties the cache', async () => {
  // signing in writes (a session): both before the first figures
  const admin = await t.signIn(t.fx.users.adminA.email);
  const root = await t.signIn(t.fx.users.superadmin.email);
  const programmes = async () =>
    (await t.call(metrics.getPlatformMetrics, { period: '6' }, root)).body.totals.programmes;
  const before = await programmes();
  const { category } = t.fx.programmes.A;
  await t.db.query(
    `INSERT INTO courses (entity_id, category_id, alias, name) VALUES ($1, $2, 'programa', 'Por detrás')`,
    [t.fx.entityA, category],
  );
  const dashboard = await t.call(metrics.getEntityDashboard, { entity_id: t.fx.entityA }, admin);
  expect(dashboard.status).toBe(200);
  expect(await programmes()).toBe(before);
  const made = await t.call(
    courses.createCategory,
    { entity_id: t.fx.entityA, name: 'Nueva', description: 'Otra' },
    admin,
  );
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  expect(await programmes()).toBe(before + 1);
});
