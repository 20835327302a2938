import { entities, M } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';

const { t } = useTestApp();

describe('userIsInEntitiesAdmin', () => {
  it("answers the caller's entities with roles and branding", async () => {
    const token = await t.signIn(t.fx.users.multi.email);
    const res = await t.call(entities.userIsInEntitiesAdmin, { service: 'entities', user_id: t.fx.users.multi.id }, token);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.user.email).toBe('multi@test.pe');
    expect(data.entities.map((e) => [e.entity_name, e.roles, e.customize.colors.bg_sidebar])).toEqual([
      ['Entidad A', ['admin', 'coordinador', 'counter'], '#CC337E'],
      ['Entidad B', ['coordinador'], '#1E6B52'],
    ]);
  });
  it('answers no entities for a user without one, and hides deleted entities', async () => {
    const token = await t.signIn(t.fx.users.noEntity.email);
    const res = await t.call(entities.userIsInEntitiesAdmin, { user_id: t.fx.users.noEntity.id }, token);
    expect(res.body.data.entities).toEqual([]);
  });
  it("answers 403 for another user's entities; the superadmin may look", async () => {
    const token = await t.signIn(t.fx.users.adminA.email);
    const res = await t.call(entities.userIsInEntitiesAdmin, { user_id: t.fx.users.adminB.id }, token);
    expect(res).toEqual({ status: 403, body: { code: 'FORBIDDEN', message: M.NO_ENTITY_ACCESS } });
    const root = await t.signIn(t.fx.users.superadmin.email);
    expect((await t.call(entities.userIsInEntitiesAdmin, { user_id: t.fx.users.adminB.id }, root)).status).toBe(200);
  });
  it('refuses a missing or malformed user_id, and answers 401 without a token', async () => {
    const token = await t.signIn(t.fx.users.adminA.email);
    const res = await t.callRaw(entities.userIsInEntitiesAdmin, { user_id: 42 }, token);
    expect(res.status).toBe(400);
    expect(res.body.fields?.user_id).toBe(M.FIELD_REQUIRED);
    expect((await t.call(entities.userIsInEntitiesAdmin, { user_id: t.fx.users.adminA.id })).status).toBe(401);
  });
});
