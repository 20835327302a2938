import { M, users } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import { startTestApp, useTestApp } from '../../test/harness.js';

const { t, as } = useTestApp(['adminA', 'coordA', 'superadmin']);

describe('getRoles', () => {
  it("answers a member's roles in the entity, in the platform's order", async () => {
    const res = await t.call(users.getRoles, { entity_id: t.fx.entityA, user_id: t.fx.users.multi.id }, as.adminA);
    expect(res).toEqual({
      status: 200,
      body: { roles: [{ _id: 'admin', rol: 'admin' }, { _id: 'coordinador', rol: 'coordinador' }, { _id: 'counter', rol: 'counter' }] },
    });
  });
  it('lets the superadmin read any entity', async () => {
    const res = await t.call(users.getRoles, { entity_id: t.fx.entityB, user_id: t.fx.users.coordB.id }, as.superadmin);
    expect(res.body).toEqual({ roles: [{ _id: 'coordinador', rol: 'coordinador' }] });
  });
  it('answers 404 for a user who is not a member of the entity', async () => {
    const res = await t.call(users.getRoles, { entity_id: t.fx.entityA, user_id: t.fx.users.adminB.id }, as.adminA);
    expect(res.status).toBe(404);
  });
  it('refuses a docente or a student of the entity (no role in this product)', async () => {
    const docente = await t.signIn(t.fx.users.docenteA.email);
    const res = await t.call(users.getRoles, { entity_id: t.fx.entityA, user_id: t.fx.users.docenteA.id }, docente);
    expect(res).toEqual({ status: 403, body: { code: 'FORBIDDEN', message: M.NO_ENTITY_ACCESS } });
  });
  it.each([
    [{ user_id: 'x' }, 'entity_id'],
    [{ entity_id: 'no-uuid', user_id: '00000000-0000-0000-0000-000000000000' }, 'entity_id'],
  ])('refuses %j', async (input, field) => {
    const res = await t.callRaw(users.getRoles, input, as.coordA);
    expect(res.status).toBe(400);
    expect(res.body.fields?.[field]).toBeTruthy();
  });
  it("answers 403 for another entity's record and 401 without a token", async () => {
    const res = await t.call(users.getRoles, { entity_id: t.fx.entityB, user_id: t.fx.users.coordB.id }, as.coordA);
    expect(res).toEqual({ status: 403, body: { code: 'FORBIDDEN', message: M.NO_ENTITY_ACCESS } });
    expect((await t.call(users.getRoles, { entity_id: t.fx.entityA, user_id: t.fx.users.coordA.id })).status).toBe(401);
  });
  it('refuses staff of a deleted entity at once', async () => {
    const fresh = await startTestApp();
    try {
      const token = await fresh.signIn(fresh.fx.users.adminA.email);
      await fresh.db.query('UPDATE entities SET deleted_at = now() WHERE id = $1', [fresh.fx.entityA]);
      const res = await fresh.call(users.getRoles, { entity_id: fresh.fx.entityA, user_id: fresh.fx.users.adminA.id }, token);
      expect(res.status).toBe(403);
    } finally {
      await fresh.close();
    }
  });
});

describe('getRolesByEntity', () => {
  it('lists the entity roles', async () => {
    const res = await t.call(users.getRolesByEntity, { entity_id: t.fx.entityA }, as.coordA);
    expect(res.status).toBe(200);
    expect(res.body.roles.map((r) => r.rol)).toEqual([
      'admin', 'admin b2b', 'coordinador', 'counter', 'docente', 'estudiante',
    ]);
  });
  it('lists only the admin roles with onlyAdmin (JSON boolean or multipart string)', async () => {
    for (const onlyAdmin of [true, 'true']) {
      const res = await t.call(users.getRolesByEntity, { entity_id: t.fx.entityA, onlyAdmin }, as.adminA);
      expect(res.body).toEqual({ roles: [{ _id: 'admin', rol: 'admin' }, { _id: 'admin b2b', rol: 'admin b2b' }] });
    }
  });
  it('refuses a non-boolean onlyAdmin and a missing entity', async () => {
    expect((await t.call(users.getRolesByEntity, { entity_id: t.fx.entityA, onlyAdmin: 'sí' }, as.adminA)).status).toBe(400);
    const res = await t.callRaw(users.getRolesByEntity, {}, as.adminA);
    expect(res.status).toBe(400);
    expect(res.body.fields?.entity_id).toBe(M.FIELD_REQUIRED);
  });
  it("answers 403 for another entity and 401 without a token", async () => {
    expect((await t.call(users.getRolesByEntity, { entity_id: t.fx.entityB }, as.adminA)).status).toBe(403);
    expect((await t.call(users.getRolesByEntity, { entity_id: t.fx.entityA })).status).toBe(401);
  });
  it('answers 403 for an entity that does not exist (nothing revealed) and 404 to the superadmin', async () => {
    const ghost = '11111111-1111-4111-8111-111111111111';
    expect((await t.call(users.getRolesByEntity, { entity_id: ghost }, as.adminA)).status).toBe(403);
    expect((await t.call(users.getRolesByEntity, { entity_id: ghost }, as.superadmin)).status).toBe(404);
  });
});
