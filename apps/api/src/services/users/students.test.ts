// The students of an entity (02 §2.11 enrolment modal, §5 Students; 03 §2): searchUserByEntity, assignUserToEntity,
// and createUser / updateUser / deleteUserByEntity as a counter may use them (students only).
import { type Input, M, users } from '@edu/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { png } from '../../test/images.js';
import { enrolStudent } from '../students/enrol.js';
import { holdings, newPerson, programmeTree } from '../students/test-data.js';

const { t } = useTestApp();
let tok: Record<'adminA' | 'coordA' | 'counterA' | 'counterB' | 'docenteA', string>;
beforeAll(async () => {
  tok = {} as typeof tok;
  for (const who of ['adminA', 'coordA', 'counterA', 'counterB', 'docenteA'] as const) tok[who] = await t.signIn(t.fx.users[who].email);
});

const rolesOf = async (userId: string, entity = t.fx.entityA) =>
  (await t.db.query<{ role_id: string }>('SELECT role_id FROM memberships WHERE entity_id = $1 AND user_id = $2 ORDER BY role_id', [entity, userId])).map((r) => r.role_id);

describe('searchUserByEntity', () => {
  const search = (email: string, token: string | null = tok.counterA, entity = t.fx.entityA) => t.call(users.searchUserByEntity, { entity, email }, token);

  it('answers the three cases of the modal: not found, a student of the entity, someone of elsewhere', async () => {
    expect((await search('nadie.aqui@test.pe')).body).toEqual({ userExists: false, userExistsInEntity: false, user: null, invitationPending: false });
    expect((await search('ALUMNO.A@test.pe', tok.coordA)).body).toEqual({
      userExists: true,
      userExistsInEntity: true,
      user: { _id: t.fx.users.studentA.id, name: 'studentA', lastname: 'Prueba', email: 'alumno.a@test.pe', photo: null },
      invitationPending: false,
    });
    // someone of elsewhere is not this entity's to see: no id, no photo, the names masked (decision 0028)
    expect((await search('Alumno.B@test.pe')).body).toEqual({
      userExists: true,
      userExistsInEntity: false,
      user: { _id: null, name: 's***', lastname: 'P***', email: 'alumno.b@test.pe', photo: null },
      invitationPending: false,
    });
    // a staff member who is not a student yet can still be added as one
    expect((await search('docente.a@test.pe')).body).toMatchObject({ userExists: true, userExistsInEntity: false });
  });

  it('refuses an e-mail that is not one (400), another entity (403), other roles (403), no token (401)', async () => {
    expect(await search('alumno')).toMatchObject({ status: 400, body: { fields: { email: M.EMAIL_INVALID } } });
    expect((await search('alumno.b@test.pe', tok.counterA, t.fx.entityB)).status).toBe(403);
    expect((await search('alumno.a@test.pe', tok.docenteA)).status).toBe(403);
    expect((await search('alumno.a@test.pe', null)).status).toBe(401);
  });
});

describe('assignUserToEntity', () => {
  const assign = (user: string, roles: string[], token: string | null = tok.counterA, entity = t.fx.entityA) =>
    t.call(users.assignUserToEntity, { entity, user, roles: JSON.stringify(roles) }, token);

  it('invites a person of another entity (by the e-mail the search was given); twice answers 409', async () => {
    const p = await newPerson(t, t.fx.entityB, 'Viajera');
    const res = await t.call(users.assignUserToEntity, { entity: t.fx.entityA, email: p.email, roles: JSON.stringify(['estudiante']) }, tok.counterA);
    expect(res).toMatchObject({ status: 200, body: { message: M.invitationSent(p.email), invited: true } });
    // nothing of entity A's until they accept
    expect(await rolesOf(p.id)).toEqual([]);
    expect(await rolesOf(p.id, t.fx.entityB)).toEqual(['estudiante']);
    expect((await t.call(users.searchUserByEntity, { entity: t.fx.entityA, email: p.email }, tok.coordA)).body).toMatchObject({
      userExists: true, userExistsInEntity: false, invitationPending: true,
    });
    const before = await t.snapshot();
    expect(await assign(p.id, ['estudiante'], tok.coordA)).toMatchObject({ status: 409, body: { message: M.invitationAlreadyPending(p.email) } });
    expect(await t.snapshot()).toBe(before);
  });

  it('adds a role to a member at once; holding it already answers 409 with the modal text', async () => {
    const p = await newPerson(t, t.fx.entityA, 'Docente', 'Prueba', ['docente']);
    expect(await assign(p.id, ['estudiante'])).toMatchObject({ status: 200, body: { message: M.STUDENT_ASSIGNED, invited: false } });
    expect(await rolesOf(p.id)).toEqual(['docente', 'estudiante']);
    const before = await t.snapshot();
    expect(await assign(p.id, ['estudiante'], tok.coordA)).toMatchObject({ status: 409, body: { message: M.studentAlreadyInEntity(p.email) } });
    expect(await t.snapshot()).toBe(before);
  });

  it('lets the coordinador and counter give the role estudiante only (403), an admin any role', async () => {
    const p = await newPerson(t, t.fx.entityA, 'Alumna');
    const before = await t.snapshot();
    for (const token of [tok.counterA, tok.coordA]) {
      expect(await assign(p.id, ['docente'], token)).toMatchObject({ status: 403, body: { message: M.STUDENTS_ONLY } });
      expect((await assign(p.id, ['estudiante', 'counter'], token)).status).toBe(403);
    }
    expect(await t.snapshot()).toBe(before);
    expect((await assign(p.id, ['docente', 'admin b2b'], tok.adminA)).status).toBe(200);
    expect(await rolesOf(p.id)).toEqual(['admin b2b', 'docente', 'estudiante']);
    const [{ rol }] = await t.db.query<{ rol: string }>('SELECT rol FROM users WHERE id = $1', [p.id]);
    expect(rol).toBe('admin_entity');
  });

  it('refuses an unknown person (404), bad roles (400), another entity (403), other roles (403), no token (401)', async () => {
    const before = await t.snapshot();
    expect(await assign('00000000-0000-4000-8000-000000000009', ['estudiante'])).toMatchObject({ status: 404, body: { message: M.USER_NOT_FOUND } });
    expect(await assign(t.fx.users.noEntity.id, [])).toMatchObject({ status: 400, body: { message: M.USER_ROLE_REQUIRED } });
    expect(await assign(t.fx.users.noEntity.id, ['rey'])).toMatchObject({ status: 400, body: { message: M.USER_ROLE_REQUIRED } });
    expect((await assign(t.fx.users.noEntity.id, ['estudiante'], tok.counterA, t.fx.entityB)).status).toBe(403);
    expect((await assign(t.fx.users.noEntity.id, ['estudiante'], tok.docenteA)).status).toBe(403);
    expect((await assign(t.fx.users.noEntity.id, ['estudiante'], null)).status).toBe(401);
    expect(await t.snapshot()).toBe(before);
  });
});

// the modal's form (roles as JSON, as multipart sends them); `over` may break the contract for the refusal cases
const studentForm = (over: Record<string, unknown> = {}): Input<typeof users.createUser> => ({
  entity: t.fx.entityA,
  roles: JSON.stringify(['estudiante']),
  name: 'Rosa',
  lastname: 'Huamán',
  secondlastname: 'Quispe',
  typeDoc: 'dni',
  address: 'Jr. Cusco 12',
  phone: '987654321',
  dni: '45678912',
  email: 'rosa.huaman@test.pe',
  password: 'Secreta123',
  ...over,
});

describe('createUser (a student, from the enrolment modal)', () => {
  it('lets the counter create a student with a photo; both last names are kept as one', async () => {
    const res = await t.upload(users.createUser, studentForm(), [{ field: 'photo', name: 'rosa.png', bytes: await png() }], tok.counterA);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.user).toMatchObject({
      name: 'Rosa', lastname: 'Huamán Quispe', email: 'rosa.huaman@test.pe', rol: 'user', documentType: 'dni', dni: '45678912',
      phone: '987654321', address: 'Jr. Cusco 12', roles: [{ _id: 'estudiante' }],
    });
    expect(res.body.user.photo).toMatch(/\.png$/);
    await t.signIn('rosa.huaman@test.pe');
  });

  it.each([
    ['no second last name', { secondlastname: undefined }, 'secondlastname', M.FIELD_REQUIRED],
    ['no document type', { typeDoc: undefined }, 'typeDoc', M.FIELD_REQUIRED],
    ['a short password', { password: '12345' }, 'password', M.USER_PASSWORD_MIN],
    ['a password of 31', { password: 'x'.repeat(31) }, 'password', M.tooLong(30)],
    ['a phone of 10 digits', { phone: '9876543210' }, 'phone', M.PHONE_MAX],
    ['a phone with letters', { phone: '98765432a' }, 'phone', M.DIGITS_ONLY],
    ['a DNI of 9 digits', { dni: '123456789' }, 'dni', M.DNI_MAX],
    ['no e-mail', { email: undefined }, 'email', M.EMAIL_REQUIRED],
    ['last names too long together', { lastname: 'a'.repeat(50), secondlastname: 'b'.repeat(40) }, 'secondlastname', M.STUDENT_LASTNAMES_TOO_LONG],
  ])('refuses %s with its message and changes nothing', async (_label, over, field, message) => {
    const before = await t.snapshot();
    const res = await t.callRaw(users.createUser, studentForm({ email: 'otra.rosa@test.pe', ...over }), tok.counterA);
    expect(res.status).toBe(400);
    expect(res.body.fields?.[field], JSON.stringify(res.body)).toBe(message);
    expect(await t.snapshot()).toBe(before);
  });

  it('refuses a taken e-mail (409), staff roles from a counter (403), the coordinador (403), another entity (403)', async () => {
    const before = await t.snapshot();
    expect((await t.call(users.createUser, studentForm({ email: 'alumno.b@test.pe' }), tok.counterA)).status).toBe(409);
    const staff = { email: 'nuevo.staff@test.pe', roles: JSON.stringify(['docente']), secondlastname: undefined };
    expect(await t.call(users.createUser, studentForm(staff), tok.counterA)).toMatchObject({ status: 403, body: { message: M.STUDENTS_ONLY } });
    expect((await t.callRaw(users.createUser, studentForm({ email: 'x1@test.pe', rol: '20', roles: undefined }), tok.counterA)).status).toBe(403);
    expect((await t.call(users.createUser, studentForm({ email: 'x2@test.pe' }), tok.coordA)).status).toBe(403);
    expect((await t.call(users.createUser, studentForm({ email: 'x3@test.pe', entity: t.fx.entityB }), tok.counterA)).status).toBe(403);
    expect(await t.snapshot()).toBe(before);
    // an admin may create a student too
    expect((await t.call(users.createUser, studentForm({ email: 'x4@test.pe' }), tok.adminA)).status).toBe(200);
  });
});

describe('updateUser and deleteUserByEntity by a counter: students only', () => {
  it('edits a student (the form may send roles ["estudiante"]) but not a staff member nor staff roles', async () => {
    const s = await newPerson(t, t.fx.entityA, 'Editable');
    const edit = (user: string, over: Record<string, unknown> = {}) =>
      t.call(users.updateUser, { user, entity: t.fx.entityA, name: 'Editada', lastname: 'Ríos Paz', ...over }, tok.counterA);
    expect(await edit(s.id, { roles: JSON.stringify(['estudiante']), phone: '912345678' })).toMatchObject({
      status: 200, body: { user: { name: 'Editada', lastname: 'Ríos Paz', phone: '912345678', roles: [{ _id: 'estudiante' }] } },
    });
    const before = await t.snapshot();
    expect(await edit(t.fx.users.docenteA.id)).toMatchObject({ status: 403, body: { message: M.STUDENTS_ONLY } });
    expect((await edit(s.id, { roles: JSON.stringify(['docente']) })).status).toBe(403);
    expect((await edit(t.fx.users.studentB.id)).status).toBe(404);
    expect(await t.snapshot()).toBe(before);
  });

  it("removes a student with their enrolments and module access in the entity, in one call; never a staff member", async () => {
    const tree = await programmeTree(t, 'A');
    const s = await newPerson(t, t.fx.entityA, 'Saliente');
    await t.db.tx((db) => enrolStudent(db, { entityId: tree.entity, userId: s.id, mainScheduledId: tree.main, modules: 'all' }));
    const before = await t.snapshot();
    expect(await t.call(users.deleteUserByEntity, { entity_id: t.fx.entityA, user_id: t.fx.users.docenteA.id }, tok.counterA))
      .toMatchObject({ status: 403, body: { message: M.STUDENTS_ONLY } });
    expect((await t.call(users.deleteUserByEntity, { entity_id: t.fx.entityA, user_id: s.id }, tok.coordA)).status).toBe(403);
    expect(await t.snapshot()).toBe(before);
    const res = await t.call(users.deleteUserByEntity, { entity_id: t.fx.entityA, user_id: s.id }, tok.counterA);
    expect(res).toMatchObject({ status: 200, body: { ok: true } });
    expect(await holdings(t, s.id)).toEqual({ enrolled: [], access: [] });
    expect(await rolesOf(s.id)).toEqual([]);
    // the scheduled course, now without students, may be deleted again
    const [{ n }] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM scheduled_students WHERE scheduled_id = $1', [tree.main]);
    expect(n).toBe(0);
  });
});
