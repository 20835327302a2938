import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { COLORS, entities, M, users } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import { startTestApp, useTestApp } from '../../test/harness.js';
import { expectRollupsExact } from '../metrics/rollups-test-kit.js';
import { exe, gif, jpeg, png } from '../../test/images.js';

const { t, as } = useTestApp(['superadmin', 'adminA']);
// the dashboards' running totals follow every write of these tests (migration 019)
expectRollupsExact(() => t.db);

const storedFiles = () => {
  try {
    return readdirSync(join(t.dataDir, 'files'), { recursive: true }).filter((f) => String(f).match(/\.(png|jpg)$/));
  } catch {
    return [];
  }
};

describe('createEntity', () => {
  it('creates an entity with logo, portrait, default colours and an admin, and lists it', async () => {
    const res = await t.upload(
      entities.createEntity,
      { entity_name: 'Academia del Sur', description: 'Cursos cortos', domain: 'sur.pe', admin_id: t.fx.users.adminB.id },
      [{ field: 'logo', name: 'logo.png', bytes: await png() }, { field: 'portrait', name: 'portada.jpeg', bytes: await jpeg() }],
      as.superadmin,
    );
    expect(res.status).toBe(200);
    const entity = res.body.entity;
    expect(entity.customize.colors).toEqual(COLORS.entityDefault);
    expect(entity.customize.logo).toMatch(/^\/files\/public\/.+\.png$/);
    expect(entity.customize.portrait).toMatch(/^\/files\/public\/.+\.jpg$/);
    expect(entity.admin).toBe(t.fx.users.adminB.id);
    const logo = await t.app.inject({ method: 'GET', url: entity.customize.logo! });
    expect(logo.headers['content-type']).toBe('image/png');
    const list = await t.call(entities.getEntities, {}, as.superadmin);
    expect(list.body.entities.map((e) => e.entity_name)).toContain('Academia del Sur');
    // the new admin is an admin member at once
    const adminB = await t.signIn(t.fx.users.adminB.email);
    expect((await t.call(users.getRoles, { entity_id: entity._id, user_id: t.fx.users.adminB.id }, adminB)).body).toEqual({
      roles: [{ _id: 'admin', rol: 'admin' }],
    });
  });

  it.each([
    ['a GIF', 'logo.gif', gif],
    ['an .exe renamed .png', 'logo.png', async () => exe()],
  ])('refuses %s as a logo by its bytes, storing nothing', async (_label, name, bytes) => {
    const before = await t.snapshot();
    const filesBefore = storedFiles().length;
    const res = await t.upload(entities.createEntity, { entity_name: 'Con mal logo' }, [{ field: 'logo', name, bytes: await bytes() }], as.superadmin);
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ code: 'BAD_FILE_TYPE', message: M.IMAGE_FORMAT_INVALID });
    expect(await t.snapshot()).toBe(before);
    expect(storedFiles().length).toBe(filesBefore);
  });

  it.each([
    [{ entity_name: '   ' }, 'entity_name', M.FIELD_REQUIRED],
    [{ entity_name: 'X', description: 'd'.repeat(401) }, 'description', M.ENTITY_DESCRIPTION_MAX],
    [{ entity_name: 'X', bg_sidebar: 'rojo' }, 'bg_sidebar', M.COLOR_INVALID],
    [{ entity_name: 'X', admin_id: 'nope' }, 'admin_id', M.FIELD_INVALID],
  ])('refuses %j with its message and writes nothing', async (input, field, message) => {
    const before = await t.snapshot();
    const filesBefore = storedFiles().length;
    const res = await t.upload(entities.createEntity, input, [{ field: 'logo', name: 'l.png', bytes: await png() }], as.superadmin);
    expect(res.status).toBe(400);
    expect(res.body.fields?.[field]).toBe(message);
    expect(await t.snapshot()).toBe(before);
    // the logo stored while the body was read is removed with the refusal
    expect(storedFiles().length).toBe(filesBefore);
  });

  it('refuses an admin who is not an account-level admin', async () => {
    const res = await t.call(entities.createEntity, { entity_name: 'X', admin_id: t.fx.users.coordA.id }, as.superadmin);
    expect(res.status).toBe(400);
    expect(res.body.fields?.admin_id).toBe(M.FIELD_INVALID);
  });

  it('answers 401 without a token and 403 to entity staff', async () => {
    expect((await t.call(entities.createEntity, { entity_name: 'X' })).status).toBe(401);
    expect((await t.call(entities.createEntity, { entity_name: 'X' }, as.adminA)).status).toBe(403);
  });
});

// Issue 30 item 10 (decision 0053): the wizard's 'Agregar admin' is created with the entity, and the type is a choice.
describe('createEntity with a new admin and a type of the list', () => {
  const newAdmin = (email: string) => ({ name: 'Nueva', lastname: 'Directora', email, password: 'Secreta123', phone: '987654321' });
  const adminEmails = async () =>
    (await t.call(users.getAdminEntity, {}, as.superadmin)).body.users.map((u: { email: string }) => u.email);

  it('creates the admin and the entity in one call: the admin is its main admin and may sign in', async () => {
    const res = await t.upload(
      entities.createEntity,
      { entity_name: 'Instituto Nuevo', entity_type: 'instituto', new_admin: newAdmin('nueva.directora@test.pe') },
      [],
      as.superadmin,
    );
    expect(res.status).toBe(200);
    expect(res.body.entity.entity_type).toBe('instituto');
    expect(res.body.entity.admin_user?.email).toBe('nueva.directora@test.pe');
    expect(await adminEmails()).toContain('nueva.directora@test.pe');
    const token = await t.signIn('nueva.directora@test.pe', 'Secreta123');
    const roles = await t.call(users.getRoles, { entity_id: res.body.entity._id, user_id: res.body.entity.admin! }, token);
    expect(roles.body).toEqual({ roles: [{ _id: 'admin', rol: 'admin' }] });
  });

  it('writes nothing, neither account nor entity, when the e-mail is taken (409 on the e-mail)', async () => {
    const before = await t.snapshot();
    const res = await t.upload(
      entities.createEntity,
      { entity_name: 'Con correo tomado', new_admin: newAdmin(t.fx.users.coordA.email) },
      [],
      as.superadmin,
    );
    expect(res.status).toBe(409);
    expect(res.body.fields?.email).toBe(M.CONFLICT_EMAIL);
    expect(await t.snapshot()).toBe(before);
  });

  it.each([
    ['a short password', { new_admin: { ...newAdmin('corta@test.pe'), password: '123' } }, M.USER_PASSWORD_MIN],
    ['a phone with letters', { new_admin: { ...newAdmin('fono@test.pe'), phone: '98x' } }, M.DIGITS_ONLY],
    ['a type not in the list', { entity_type: 'b2c-libre' }, M.ENTITY_TYPE_INVALID],
    ['both a picked and a new admin', { admin_id: '', new_admin: newAdmin('ambos@test.pe') }, M.FIELD_INVALID],
  ])('refuses %s with its message and writes nothing', async (_label, change, message) => {
    const before = await t.snapshot();
    const input = { entity_name: 'Rechazada', ...change };
    if ('admin_id' in input) input.admin_id = t.fx.users.adminB.id;
    const res = await t.upload(entities.createEntity, input, [], as.superadmin);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(message);
    expect(await t.snapshot()).toBe(before);
  });

  it("updateEntity's new admin: created with the save and made main admin; a taken e-mail or an entity admin writes nothing", async () => {
    const created = await t.upload(entities.createEntity, { entity_name: 'Para editar' }, [], as.superadmin);
    const entityId = created.body.entity._id;
    const before = await t.snapshot();
    const taken = await t.call(entities.updateEntity, { entity_id: entityId, new_admin: newAdmin(t.fx.users.adminA.email) }, as.superadmin);
    expect(taken.status).toBe(409);
    expect(taken.body.fields?.email).toBe(M.CONFLICT_EMAIL);
    const own = await t.call(entities.updateEntity, { entity_id: t.fx.entityA, new_admin: newAdmin('por.admin@test.pe') }, as.adminA);
    expect(own.status).toBe(403);
    expect((await t.call(entities.updateEntity, { entity_id: entityId, new_admin: newAdmin('sin.token@test.pe') })).status).toBe(401);
    expect(await t.snapshot()).toBe(before);
    const ok = await t.call(
      entities.updateEntity,
      { entity_id: entityId, admin_old: '', new_admin: newAdmin('editada.directora@test.pe') },
      as.superadmin,
    );
    expect(ok.status).toBe(200);
    expect(ok.body.entity.admin_user?.email).toBe('editada.directora@test.pe');
    expect(await adminEmails()).toContain('editada.directora@test.pe');
  });

  it('keeps an existing entity of another type editable, and refuses a type outside the list there too', async () => {
    const ok = await t.call(entities.updateEntity, { entity_id: t.fx.entityA, entity_type: 'colegio' }, as.superadmin);
    expect(ok.body.entity.entity_type).toBe('colegio');
    const before = await t.snapshot();
    const bad = await t.call(entities.updateEntity, { entity_id: t.fx.entityA, entity_type: 'libre' as 'otro' }, as.superadmin);
    expect(bad.status).toBe(400);
    expect(bad.body.fields?.entity_type).toBe(M.ENTITY_TYPE_INVALID);
    expect(await t.snapshot()).toBe(before);
  });
});

describe('getEntity and updateEntity', () => {
  it("lets an entity's admin read and rebrand it, and the superadmin change its main admin", async () => {
    const read = await t.call(entities.getEntity, { entity_id: t.fx.entityA }, as.adminA);
    expect(read.body.entity.entity_name).toBe('Entidad A');
    const rebrand = await t.upload(
      entities.updateEntity,
      { entity_id: t.fx.entityA, description: 'Nueva descripción', bg_buttons: '#112233' },
      [{ field: 'logo', name: 'nuevo.png', bytes: await png('#112233') }],
      as.adminA,
    );
    expect(rebrand.status).toBe(200);
    expect(rebrand.body.entity).toMatchObject({ entity_name: 'Entidad A', description: 'Nueva descripción', customize: { colors: { bg_buttons: '#112233' } } });
    const change = await t.call(
      entities.updateEntity,
      { entity_id: t.fx.entityA, admin_id: t.fx.users.adminB.id, admin_old: '' },
      as.superadmin,
    );
    expect(change.status).toBe(200);
    expect(change.body.entity).toMatchObject({ admin: t.fx.users.adminB.id, admin_user: { email: t.fx.users.adminB.email } });
  });

  it('answers 409 when the main admin changed since the editor looked', async () => {
    const before = await t.snapshot();
    const res = await t.call(
      entities.updateEntity,
      { entity_id: t.fx.entityA, admin_id: t.fx.users.adminA.id, admin_old: t.fx.users.multi.id },
      as.superadmin,
    );
    expect(res).toEqual({ status: 409, body: { code: 'CONFLICT', message: M.ADMIN_CHANGED_CONFLICT } });
    expect(await t.snapshot()).toBe(before);
  });

  it('lets only the superadmin change the main admin', async () => {
    const res = await t.call(entities.updateEntity, { entity_id: t.fx.entityA, admin_id: t.fx.users.adminA.id }, as.adminA);
    expect(res.status).toBe(403);
  });

  it("answers 403 for another entity and 401 without a token, changing nothing", async () => {
    const before = await t.snapshot();
    expect((await t.call(entities.updateEntity, { entity_id: t.fx.entityB, entity_name: 'Tomada' }, as.adminA)).status).toBe(403);
    expect((await t.call(entities.getEntity, { entity_id: t.fx.entityB }, as.adminA)).status).toBe(403);
    expect((await t.call(entities.updateEntity, { entity_id: t.fx.entityA, entity_name: 'Sin token' })).status).toBe(401);
    expect(await t.snapshot()).toBe(before);
  });

  it('refuses a blank name, a long description and a bad colour', async () => {
    for (const [input, field] of [
      [{ entity_name: ' ' }, 'entity_name'],
      [{ description: 'x'.repeat(401) }, 'description'],
      [{ font_color: '#12' }, 'font_color'],
    ] as const) {
      const res = await t.call(entities.updateEntity, { entity_id: t.fx.entityA, ...input }, as.adminA);
      expect(res.status).toBe(400);
      expect(res.body.fields?.[field]).toBeTruthy();
    }
  });
});

describe('deleteEntity', () => {
  it('hides the entity and closes it to its staff at once, keeping its data', async () => {
    const fresh = await startTestApp();
    try {
      const superadmin = await fresh.signIn(fresh.fx.users.superadmin.email);
      const staff = await fresh.signIn(fresh.fx.users.coordB.email);
      expect((await fresh.call(entities.deleteEntity, { entity_id: fresh.fx.entityB }, superadmin)).body).toEqual({ ok: true });
      const list = await fresh.call(entities.getEntities, {}, superadmin);
      expect(list.body.entities.map((e) => e._id)).not.toContain(fresh.fx.entityB);
      expect((await fresh.call(users.getRolesByEntity, { entity_id: fresh.fx.entityB }, staff)).status).toBe(403);
      const [kept] = await fresh.db.query<{ n: number }>('SELECT count(*)::int AS n FROM memberships WHERE entity_id = $1', [fresh.fx.entityB]);
      expect(kept.n).toBeGreaterThan(0);
    } finally {
      await fresh.close();
    }
  });
  it('refuses entity staff, even its own admin (403), and a missing token (401)', async () => {
    const before = await t.snapshot();
    expect((await t.call(entities.deleteEntity, { entity_id: t.fx.entityA }, as.adminA)).status).toBe(403);
    expect((await t.call(entities.deleteEntity, { entity_id: t.fx.entityA })).status).toBe(401);
    expect((await t.call(entities.deleteEntity, { entity_id: 'x' }, as.superadmin)).status).toBe(400);
    expect(await t.snapshot()).toBe(before);
  });
});

describe('getEntities', () => {
  it('answers 403 to entity staff and 401 without a token', async () => {
    expect((await t.call(entities.getEntities, {}, as.adminA)).status).toBe(403);
    expect((await t.call(entities.getEntities, {})).status).toBe(401);
    expect((await t.callRaw(entities.getEntities, { service: 12 }, as.superadmin)).status).toBe(400);
  });
});
