// Staff users of an entity (02 §2.7, §5): getUsersByEntity, createUser (decision 0009) and updateUser by an admin,
// deleteUserByEntity.
import { M, users } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { gif, png } from '../../test/images.js';

const { t, as } = useTestApp(['adminA', 'adminB2bA', 'coordA', 'counterA']);

type Member = { user: { _id: string; name: string; email: string; photo: string | null; roles: { rol: string }[] }; roles: { _id: string; rol: string }[] };
const staff = async (input: Record<string, unknown> = {}, token = as.adminA) => {
  const res = await t.call(users.getUsersByEntity, { entity_id: t.fx.entityA, ...input }, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
const names = (list: { users: Member[] }) => list.users.map((m) => m.user.name);
const edit = (input: Record<string, unknown>, token = as.adminA) =>
  t.call(users.updateUser, { entity: t.fx.entityA, user: t.fx.users.docenteA.id, ...input }, token);

describe('getUsersByEntity', () => {
  it('lists every member but the students, by name, each with their roles in the entity', async () => {
    const list = await staff();
    expect(names(list)).toEqual(['adminA', 'adminB2bA', 'coordA', 'counterA', 'docenteA', 'multi']);
    const multi = list.users.find((m) => m.user.name === 'multi')!;
    expect(multi.roles).toEqual([{ _id: 'admin', rol: 'admin' }, { _id: 'coordinador', rol: 'coordinador' }, { _id: 'counter', rol: 'counter' }]);
    expect(multi.user.roles).toEqual(multi.roles);
    expect(list.pagination).toEqual({ actualPage: 1, hasNextPage: false, hasPrevPage: false, itemCount: 6, nextPage: null, total: 6, totalPages: 1 });
  });

  it('sorts Z→A with sortNameNumber -1, filters by roles and searches by a field', async () => {
    expect(names(await staff({ sortNameNumber: -1 }))).toEqual(['multi', 'docenteA', 'counterA', 'coordA', 'adminB2bA', 'adminA']);
    expect(names(await staff({ roles: ['counter'] }))).toEqual(['counterA', 'multi']);
    expect(names(await staff({ roles: JSON.stringify(['estudiante']) }))).toEqual(['studentA']);
    expect(names(await staff({ query: { field: 'name', search: 'ADMIN' } }))).toEqual(['adminA', 'adminB2bA']);
    expect(names(await staff({ query: { field: 'email', search: 'coord.a@' } }))).toEqual(['coordA']);
    expect(names(await staff({ query: { field: 'name', search: 'nadie-se-llama-así' } }))).toEqual([]);
  });

  it("pages by 25 by default, or answers them all with docs 'all'", async () => {
    for (let i = 10; i < 32; i++) {
      const res = await t.call(
        users.createUser,
        { entity: t.fx.entityA, name: `Profe ${i}`, lastname: 'Demo', email: `profe${i}@test.pe`, password: 'Secreta123', roles: ['docente'] },
        as.adminA,
      );
      expect(res.status).toBe(200);
    }
    const first = await staff();
    expect(first.users).toHaveLength(25);
    expect(first.pagination).toMatchObject({ actualPage: 1, hasNextPage: true, nextPage: 2, total: 28, totalPages: 2 });
    expect((await staff({ page: 2 })).users).toHaveLength(3);
    const all = await staff({ docs: 'all' });
    expect(all.users).toHaveLength(28);
    expect(all.pagination).toMatchObject({ actualPage: 1, hasNextPage: false, total: 28, totalPages: 1 });
  });

  it('lets the coordinador read the teachers only (roles docente, 100)', async () => {
    const teachers = await staff({ roles: ['docente'], docs: 100 }, as.coordA);
    expect(teachers.users).toHaveLength(23);
    expect(teachers.users.every((m) => m.roles.some((r) => r.rol === 'docente'))).toBe(true);
    for (const input of [{}, { roles: ['docente', 'admin'] }, { roles: ['estudiante', 'counter'] }]) {
      const res = await t.call(users.getUsersByEntity, { entity_id: t.fx.entityA, ...input }, as.coordA);
      expect(res).toMatchObject({ status: 403, body: { code: 'FORBIDDEN', message: M.FORBIDDEN_ROLE } });
    }
  });

  it("lets the coordinador and the counter read the entity's students (02 §2.11 'Alumnos'), and nothing else to the counter", async () => {
    for (const token of [as.coordA, as.counterA]) {
      const res = await t.call(users.getUsersByEntity, { entity_id: t.fx.entityA, roles: ['estudiante'] }, token);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const members = res.body.users;
      expect(members.length).toBeGreaterThan(0);
      expect(members.every((m) => m.roles.some((r) => r.rol === 'estudiante'))).toBe(true);
    }
    const teachers = await t.call(users.getUsersByEntity, { entity_id: t.fx.entityA, roles: ['docente'] }, as.counterA);
    expect(teachers).toMatchObject({ status: 403, body: { code: 'FORBIDDEN', message: M.FORBIDDEN_ROLE } });
  });

  it('refuses a counter the staff list (403), another entity (403), no token (401) and bad lists (400)', async () => {
    expect((await t.call(users.getUsersByEntity, { entity_id: t.fx.entityA }, as.counterA)).status).toBe(403);
    expect((await t.call(users.getUsersByEntity, { entity_id: t.fx.entityB }, as.adminA)).status).toBe(403);
    expect((await t.call(users.getUsersByEntity, { entity_id: t.fx.entityA })).status).toBe(401);
    for (const bad of [{ roles: ['rey'] }, { sortNameNumber: 2 }, { docs: 0 }, { query: { field: 'password', search: 'x' } }]) {
      expect((await t.call(users.getUsersByEntity, { entity_id: t.fx.entityA, ...bad }, as.adminA)).status).toBe(400);
    }
  });
});

describe('createUser by an entity admin (the superadmin\'s call, reused here)', () => {
  it.each([
    ['a short password', { password: '12345' }, 'password', M.USER_PASSWORD_MIN],
    ['no role', { roles: [] }, 'rol', M.USER_ROLE_REQUIRED],
    // a student is created through the enrolment modal's form (students.test.ts): both last names and the document type
    ['a student without a second last name', { roles: ['estudiante'], typeDoc: 'dni' }, 'secondlastname', M.FIELD_REQUIRED],
    ['a student and a staff role at once', { roles: ['estudiante', 'docente'], typeDoc: 'dni', secondlastname: 'Soto' }, 'roles', M.FIELD_INVALID],
  ])('refuses %s with its message', async (_label, over, field, message) => {
    const res = await t.callRaw(
      users.createUser,
      { entity: t.fx.entityA, name: 'Ana', lastname: 'Ruiz', email: 'ana.ruiz@test.pe', password: 'Secreta123', roles: ['counter'], ...over },
      as.adminA,
    );
    expect(res.status).toBe(400);
    expect(res.body.fields?.[field], JSON.stringify(res.body)).toBe(message);
  });

  it('refuses a photo that is not png/jpg/jpeg', async () => {
    const res = await t.upload(
      users.createUser,
      { entity: t.fx.entityA, name: 'Ana', lastname: 'Ruiz', email: 'ana.gif@test.pe', password: 'Secreta123', roles: ['counter'] },
      [{ field: 'photo', name: 'foto.gif', bytes: await gif() }],
      as.adminA,
    );
    expect(res).toEqual({ status: 415, body: { code: 'BAD_FILE_TYPE', message: M.IMAGE_FORMAT_INVALID } });
  });
});

describe('updateUser by an entity admin', () => {
  it("edits a member's data, photo and roles (multipart, roles as JSON)", async () => {
    const res = await t.upload(
      users.updateUser,
      {
        entity_id: t.fx.entityA, user: t.fx.users.docenteA.id, name: 'Fernando', lastname: 'Castillo', email: t.fx.users.docenteA.email,
        phone: '987654321', address: 'Jr. Lima 1', documentType: 'dni', dni: '45678912', roles: JSON.stringify(['docente', 'coordinador']),
      },
      [{ field: 'photo', name: 'foto.png', bytes: await png() }],
      as.adminA,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.user).toMatchObject({
      name: 'Fernando', lastname: 'Castillo', email: t.fx.users.docenteA.email, phone: '987654321', address: 'Jr. Lima 1',
      documentType: 'dni', dni: '45678912', roles: [{ rol: 'coordinador' }, { rol: 'docente' }],
    });
    const photo = res.body.user.photo!;
    expect((await t.app.inject({ method: 'GET', url: photo })).headers['content-type']).toBe('image/png');
    // a new photo replaces the old one, which is removed once saved
    const again = await t.upload(users.updateUser, { entity: t.fx.entityA, user: t.fx.users.docenteA.id }, [{ field: 'photo', name: 'b.png', bytes: await png('#000000') }], as.adminA);
    expect((await t.app.inject({ method: 'GET', url: photo })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: again.body.user.photo! })).statusCode).toBe(200);
  });

  it('makes a member given an admin role an account-level admin (a candidate main administrator)', async () => {
    await edit({ roles: ['docente', 'admin b2b'] });
    const [row] = await t.db.query<{ rol: string }>('SELECT rol FROM users WHERE id = $1', [t.fx.users.docenteA.id]);
    expect(row.rol).toBe('admin_entity');
    await edit({ roles: ['docente'] });
  });

  it.each([
    ['a blank name', { name: '  ' }, 'name', M.FIELD_REQUIRED],
    ['a phone with letters', { phone: '98765432a' }, 'phone', M.DIGITS_ONLY],
    ['a phone of 10 digits', { phone: '9876543210' }, 'phone', M.PHONE_MAX],
    ['a DNI of 9 digits', { documentType: 'dni', dni: '123456789' }, 'dni', M.DNI_MAX],
    ['a passport of 13 digits', { documentType: 'pasaporte', dni: '1234567890123' }, 'dni', M.DOCUMENT_NUMBER_MAX],
    ['an unknown document type', { documentType: 'licencia' }, 'documentType', M.FIELD_INVALID],
    ['an e-mail that is not one', { email: 'docente' }, 'email', M.EMAIL_INVALID],
    ['no role', { roles: [] }, 'roles', M.USER_ROLE_REQUIRED],
    ['the student role', { roles: ['estudiante'] }, 'roles', M.USER_ROLE_REQUIRED],
    ['a role that does not exist', { roles: ['admin b2c'] }, 'roles', M.USER_ROLE_REQUIRED],
  ])('refuses %s with its message and changes nothing', async (_label, over, field, message) => {
    const before = await t.snapshot();
    const res = await edit(over);
    expect(res.status).toBe(400);
    expect(res.body.fields?.[field], JSON.stringify(res.body)).toBe(message);
    expect(await t.snapshot()).toBe(before);
  });

  it('accepts a 12-digit passport number', async () => {
    const res = await edit({ documentType: 'pasaporte', dni: '123456789012' });
    expect(res.body.user).toMatchObject({ documentType: 'pasaporte', dni: '123456789012' });
  });

  it('refuses an image that is not png/jpg/jpeg, keeping the old photo', async () => {
    const before = await t.snapshot();
    const res = await t.upload(users.updateUser, { entity: t.fx.entityA, user: t.fx.users.docenteA.id }, [{ field: 'photo', name: 'x.png', bytes: await gif() }], as.adminA);
    expect(res).toEqual({ status: 415, body: { code: 'BAD_FILE_TYPE', message: M.IMAGE_FORMAT_INVALID } });
    expect(await t.snapshot()).toBe(before);
  });

  it("changes a member's e-mail only once the new address confirms it; a taken one answers 409", async () => {
    const res = await edit({ email: 'Fernando.Nuevo@Test.pe' });
    expect(res.body).toMatchObject({ user: { email: t.fx.users.docenteA.email }, emailPending: 'fernando.nuevo@test.pe' });
    const before = await t.snapshot();
    const taken = await edit({ email: t.fx.users.adminB.email });
    expect(taken).toMatchObject({ status: 409, body: { code: 'CONFLICT', message: M.CONFLICT_EMAIL } });
    expect(await t.snapshot()).toBe(before);
  });

  it('refuses to change the personal data of someone who also belongs to another entity (403); their roles still change', async () => {
    const before = await t.snapshot();
    const res = await edit({ user: t.fx.users.multi.id, email: 'tomada@test.pe' });
    expect(res).toMatchObject({ status: 403, body: { message: M.IDENTITY_OWNER_ONLY, fields: { email: M.IDENTITY_OWNER_ONLY } } });
    expect((await edit({ user: t.fx.users.multi.id, name: 'Multi', email: t.fx.users.multi.email })).status).toBe(403);
    expect(await t.snapshot()).toBe(before);
    // the form sends their data as it is: only the roles change
    const roles = await edit({ user: t.fx.users.multi.id, name: 'multi', lastname: 'Prueba', email: t.fx.users.multi.email, roles: ['admin', 'counter'] });
    expect(roles.status, JSON.stringify(roles.body)).toBe(200);
  });

  it("keeps the main administrator's admin role (409) and never changes one's own roles", async () => {
    await t.db.query('UPDATE entities SET admin_id = $2 WHERE id = $1', [t.fx.entityA, t.fx.users.adminB2bA.id]);
    const res = await edit({ user: t.fx.users.adminB2bA.id, roles: ['counter'] });
    expect(res).toMatchObject({ status: 409, body: { message: M.USER_MAIN_ADMIN_ROLE } });
    const self = await edit({ user: t.fx.users.adminA.id, roles: ['docente'] });
    expect(self.status).toBe(200);
    expect(self.body.user).toMatchObject({ roles: [{ rol: 'admin' }] });
  });

  it("answers 404 for someone who is not a member, 403 for another entity, coordinador or counter, 401 without a token", async () => {
    const before = await t.snapshot();
    expect((await edit({ user: t.fx.users.adminB.id, name: 'X' })).status).toBe(404);
    expect((await edit({ user: t.fx.users.superadmin.id, name: 'X' })).status).toBe(404);
    expect((await edit({ entity: t.fx.entityB, user: t.fx.users.adminB.id, name: 'X' })).status).toBe(403);
    for (const token of [as.coordA, as.counterA]) expect((await edit({ name: 'X' }, token)).status).toBe(403);
    expect((await edit({ name: 'X' }, null as unknown as string)).status).toBe(401);
    // without an entity only oneself (or the superadmin) is edited
    expect((await t.call(users.updateUser, { user: t.fx.users.docenteA.id, name: 'X' }, as.adminA)).status).toBe(403);
    expect(await t.snapshot()).toBe(before);
  });
});

describe('deleteUserByEntity', () => {
  it('removes the person from this entity only: their account and their other memberships stay', async () => {
    const res = await t.call(users.deleteUserByEntity, { entity_id: t.fx.entityA, user_id: t.fx.users.multi.id }, as.adminB2bA);
    expect(res).toEqual({ status: 200, body: { ok: true } });
    expect(names(await staff())).not.toContain('Multi');
    const left = await t.db.query<{ entity_id: string; role_id: string }>('SELECT entity_id, role_id FROM memberships WHERE user_id = $1', [
      t.fx.users.multi.id,
    ]);
    expect(left).toEqual([{ entity_id: t.fx.entityB, role_id: 'coordinador' }]);
    // they still sign in, and lose entity A at once
    const multi = await t.signIn(t.fx.users.multi.email);
    expect((await t.call(users.getUsersByEntity, { entity_id: t.fx.entityA }, multi)).status).toBe(403);
    expect((await t.call(users.getUsersByEntity, { entity_id: t.fx.entityB, roles: ['docente'] }, multi)).status).toBe(200);
  });

  it('refuses removing oneself or the main administrator (409), and someone who is not a member (404)', async () => {
    const before = await t.snapshot();
    expect(await t.call(users.deleteUserByEntity, { entity_id: t.fx.entityA, user_id: t.fx.users.adminA.id }, as.adminA)).toMatchObject({
      status: 409, body: { message: M.USER_REMOVE_SELF },
    });
    expect(await t.call(users.deleteUserByEntity, { entity_id: t.fx.entityA, user_id: t.fx.users.adminB2bA.id }, as.adminA)).toMatchObject({
      status: 409, body: { message: M.USER_REMOVE_MAIN_ADMIN },
    });
    expect((await t.call(users.deleteUserByEntity, { entity_id: t.fx.entityA, user_id: t.fx.users.adminB.id }, as.adminA)).status).toBe(404);
    expect(await t.snapshot()).toBe(before);
  });

  it('refuses another entity (403), a coordinador or counter (403), no token (401)', async () => {
    const before = await t.snapshot();
    expect((await t.call(users.deleteUserByEntity, { entity_id: t.fx.entityB, user_id: t.fx.users.coordB.id }, as.adminA)).status).toBe(403);
    for (const token of [as.coordA, as.counterA]) {
      expect((await t.call(users.deleteUserByEntity, { entity_id: t.fx.entityA, user_id: t.fx.users.docenteA.id }, token)).status).toBe(403);
    }
    expect((await t.call(users.deleteUserByEntity, { entity_id: t.fx.entityA, user_id: t.fx.users.docenteA.id })).status).toBe(401);
    expect(await t.snapshot()).toBe(before);
  });
});
