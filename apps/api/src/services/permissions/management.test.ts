import { DEFAULT_MANAGEMENT, entities, M, permissions } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';

const { t, as } = useTestApp(['superadmin', 'adminA']);

describe('getManagement / updateManagement', () => {
  it('gives a new entity the documented default set', async () => {
    const created = await t.call(entities.createEntity, { entity_name: 'Por defecto' }, as.superadmin);
    const id = created.body.entity._id;
    const res = await t.call(permissions.getManagement, { entity_id: id }, as.superadmin);
    expect(res.body).toEqual({ management: DEFAULT_MANAGEMENT });
  });

  it('saves the whole tree and answers it back on the next read', async () => {
    const management = structuredClone(DEFAULT_MANAGEMENT);
    management.services.evaluations = false;
    management.externalServices.meet.lessons = true;
    const saved = await t.call(permissions.updateManagement, { entity_id: t.fx.entityA, ...management }, as.superadmin);
    expect(saved).toEqual({ status: 200, body: { management } });
    expect((await t.call(permissions.getManagement, { entity_id: t.fx.entityA }, as.superadmin)).body).toEqual({
      management,
    });
    // the shell reads them too, to hide the menu entries of a disabled service
    const shell = await t.call(entities.userIsInEntitiesAdmin, { user_id: t.fx.users.adminA.id }, as.adminA);
    const entityA = shell.body.data.entities.find((e) => e._id === t.fx.entityA);
    expect(entityA?.management.services.evaluations).toBe(false);
  });

  it.each([
    ['a missing group', (m: typeof DEFAULT_MANAGEMENT) => ({ ...m, methods: undefined })],
    [
      'a string for a boolean',
      (m: typeof DEFAULT_MANAGEMENT) => ({ ...m, services: { ...m.services, payment: 'sí' } }),
    ],
    ['an unknown key', (m: typeof DEFAULT_MANAGEMENT) => ({ ...m, services: { ...m.services, hacking: true } })],
  ])('refuses %s and changes nothing', async (_label, broken) => {
    const before = await t.snapshot();
    const res = await t.callRaw(
      permissions.updateManagement,
      { entity_id: t.fx.entityA, ...broken(DEFAULT_MANAGEMENT) },
      as.superadmin,
    );
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION');
    expect(await t.snapshot()).toBe(before);
  });

  it('refuses entity staff (403), even for their own entity, and no token (401)', async () => {
    const before = await t.snapshot();
    expect((await t.call(permissions.getManagement, { entity_id: t.fx.entityA }, as.adminA)).status).toBe(403);
    expect(
      (await t.call(permissions.updateManagement, { entity_id: t.fx.entityA, ...DEFAULT_MANAGEMENT }, as.adminA))
        .status,
    ).toBe(403);
    expect(
      (await t.call(permissions.updateManagement, { entity_id: t.fx.entityA, ...DEFAULT_MANAGEMENT })).body,
    ).toEqual({
      code: 'UNAUTHENTICATED',
      message: M.SESSION_EXPIRED,
    });
    expect(await t.snapshot()).toBe(before);
  });
  it('answers 404 to the superadmin for an entity that does not exist', async () => {
    const res = await t.call(
      permissions.getManagement,
      { entity_id: '11111111-1111-4111-8111-111111111111' },
      as.superadmin,
    );
    expect(res.status).toBe(404);
  });
});
