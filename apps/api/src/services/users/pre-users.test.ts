import { auth, M, users } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { resetLinkIn, sentMails } from '../../test/outbox.js';

const { t, as } = useTestApp(['superadmin', 'adminA']);

describe('preRegister (invitation) and getPreUsers', () => {
  it('invites by e-mail: an incomplete user, a mail with a link that sets a password and moves them to inProcess', async () => {
    const res = await t.call(users.preRegister, { email: 'Invitada@Test.pe', name: 'Rosa' }, as.superadmin);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email: 'invitada@test.pe', name: 'Rosa', register: 'incomplete' });
    const mails = await sentMails(t);
    const mail = mails[mails.length - 1];
    expect(mail).toContain('To: invitada@test.pe');
    const token = resetLinkIn(mail);
    const list = await t.call(users.getPreUsers, {}, as.superadmin);
    expect(list.body.users.find((u) => u.email === 'invitada@test.pe')?.register).toBe('incomplete');
    expect((await t.call(auth.resetPassword, { password: 'MiClave123' }, token)).status).toBe(200);
    const again = await t.call(users.getPreUsers, {}, as.superadmin);
    expect(again.body.users.find((u) => u.email === 'invitada@test.pe')?.register).toBe('inProcess');
    expect((await t.call(auth.signin, { email: 'invitada@test.pe', password: 'MiClave123' })).status).toBe(200);
  });

  it('takes the full pre-registration fields', async () => {
    const res = await t.call(
      users.preRegister,
      {
        email: 'postulante@test.pe',
        name: 'Pedro',
        lastname: 'Lazo',
        phone: '987654321',
        dni: '12345678',
        birthdate: '1990-05-04',
        place_of_birth: 'Arequipa',
        cv_url: 'https://cv.pe/pedro.pdf',
        linkedin_url: 'https://linkedin.com/in/pedro',
        address: 'Av. Sol 123',
        rol: 'Docente',
        genre: 'Masculino',
      },
      as.superadmin,
    );
    expect(res.body.user).toMatchObject({
      applied_for: 'Docente',
      dni: '12345678',
      birthdate: '1990-05-04',
      genre: 'Masculino',
    });
  });

  it.each([
    [{ email: 'x@test.pe', name: 'A', dni: '12a' }, 'dni', M.DIGITS_ONLY],
    [{ email: 'x@test.pe', name: 'A', dni: '123456789' }, 'dni', M.DNI_MAX],
    [{ email: 'x@test.pe', name: 'A', phone: '9876543210' }, 'phone', M.PHONE_MAX],
    [{ email: 'no-correo', name: 'A' }, 'email', M.EMAIL_INVALID],
    [{ email: 'x@test.pe', name: ' ' }, 'name', M.FIELD_REQUIRED],
    [{ email: 'x@test.pe', name: 'A', cv_url: 'javascript:alert(1)' }, 'cv_url', M.FIELD_INVALID],
  ])('refuses %j with its message and writes nothing', async (input, field, message) => {
    const before = await t.snapshot();
    const res = await t.call(users.preRegister, input, as.superadmin);
    expect(res.status).toBe(400);
    expect(res.body.fields?.[field]).toBe(message);
    expect(await t.snapshot()).toBe(before);
  });

  it('answers 409 for an e-mail already taken, in Spanish', async () => {
    const res = await t.call(users.preRegister, { email: t.fx.users.adminA.email, name: 'Otro' }, as.superadmin);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(M.CONFLICT_EMAIL);
  });

  it('refuses staff (403) and no token (401)', async () => {
    expect((await t.call(users.preRegister, { email: 'y@test.pe', name: 'Y' }, as.adminA)).status).toBe(403);
    expect((await t.call(users.getPreUsers, {}, as.adminA)).status).toBe(403);
    expect((await t.call(users.getPreUsers, {})).status).toBe(401);
  });
});

describe('createUser (superadmin manual form) and getAdminEntity', () => {
  it('creates a user from the manual form options and lists it as completed', async () => {
    const res = await t.call(
      users.createUser,
      {
        name: 'Marta',
        lastname: 'Solís',
        email: 'marta@test.pe',
        password: 'Clave123',
        rol: '1.2',
        dni: '11112222',
        phone: '999888777',
      },
      as.superadmin,
    );
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ rol: 'admin_entity', register: 'completed', applied_for: 'AdminUser' });
    const admins = await t.call(users.getAdminEntity, { rol: 'admin_entity' }, as.superadmin);
    expect(admins.body.users.map((u) => u.email)).toContain('marta@test.pe');
    const pre = await t.call(users.getPreUsers, {}, as.superadmin);
    expect(pre.body.users.map((u) => u.email)).toContain('marta@test.pe');
  });

  it('creates staff of an entity for its admin, with roles', async () => {
    const res = await t.call(
      users.createUser,
      {
        entity: t.fx.entityA,
        name: 'Nico',
        lastname: 'Paz',
        email: 'nico@test.pe',
        password: 'Clave123',
        roles: JSON.stringify(['counter']),
      },
      as.adminA,
    );
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ rol: 'user', roles: [{ _id: 'counter', rol: 'counter' }] });
  });

  it.each([
    [{ name: 'A', lastname: 'B', email: 'a1@test.pe', password: '123' }, 'password', M.USER_PASSWORD_MIN],
    [{ name: 'A', lastname: 'B', email: 'a2@test.pe', password: 'Clave123' }, 'rol', M.USER_ROLE_REQUIRED],
    [{ name: 'A', lastname: 'B', email: 'a3@test.pe', password: 'Clave123', rol: '99' }, 'rol', M.USER_ROLE_REQUIRED],
    [{ name: 'A', lastname: 'B', email: 'a4@test.pe', password: 'x'.repeat(31), rol: '15' }, 'password', M.tooLong(30)],
    [
      { name: 'A', lastname: 'B', email: 'a5@test.pe', password: 'Clave123', rol: '15', dni: '123456789' },
      'dni',
      M.DNI_MAX,
    ],
  ])('refuses %j with its message and writes nothing', async (input, field, message) => {
    const before = await t.snapshot();
    const res = await t.call(users.createUser, input, as.superadmin);
    expect(res.status).toBe(400);
    expect(res.body.fields?.[field]).toBe(message);
    expect(await t.snapshot()).toBe(before);
  });

  it('answers 409 for a taken e-mail and writes nothing', async () => {
    const before = await t.snapshot();
    const res = await t.call(
      users.createUser,
      { name: 'A', lastname: 'B', email: t.fx.users.coordA.email, password: 'Clave123', rol: '15' },
      as.superadmin,
    );
    expect(res).toEqual({
      status: 409,
      body: { code: 'CONFLICT', message: M.CONFLICT_EMAIL, fields: { email: M.CONFLICT_EMAIL } },
    });
    expect(await t.snapshot()).toBe(before);
  });

  it('refuses a platform-level user to entity staff (403), staff of another entity (403) and no token (401)', async () => {
    const input = { name: 'A', lastname: 'B', email: 'z@test.pe', password: 'Clave123', rol: '15' };
    expect((await t.call(users.createUser, input, as.adminA)).status).toBe(403);
    expect(
      (await t.call(users.createUser, { ...input, entity: t.fx.entityB, roles: ['counter'] }, as.adminA)).status,
    ).toBe(403);
    expect((await t.call(users.createUser, input)).status).toBe(401);
    expect((await t.call(users.getAdminEntity, {}, as.adminA)).status).toBe(403);
  });
});

describe('getUser', () => {
  it('answers oneself, anyone to the superadmin, and a member of the entity to its admin', async () => {
    const me = await t.signIn(t.fx.users.coordA.email);
    expect((await t.call(users.getUser, { user_id: t.fx.users.coordA.id }, me)).body.user).toMatchObject({
      email: t.fx.users.coordA.email,
    });
    expect((await t.call(users.getUser, { user_id: t.fx.users.adminB.id }, as.superadmin)).status).toBe(200);
    const member = await t.call(users.getUser, { user_id: t.fx.users.coordA.id, entity_id: t.fx.entityA }, as.adminA);
    expect(member.body.user).toMatchObject({ roles: [{ _id: 'coordinador', rol: 'coordinador' }] });
  });
  it('refuses someone else without an entity (403), a non-member (404), another entity (403), no token (401)', async () => {
    const me = await t.signIn(t.fx.users.coordA.email);
    expect((await t.call(users.getUser, { user_id: t.fx.users.adminA.id }, me)).status).toBe(403);
    expect(
      (await t.call(users.getUser, { user_id: t.fx.users.adminB.id, entity_id: t.fx.entityA }, as.adminA)).status,
    ).toBe(404);
    expect(
      (await t.call(users.getUser, { user_id: t.fx.users.adminB.id, entity_id: t.fx.entityB }, as.adminA)).status,
    ).toBe(403);
    expect((await t.call(users.getUser, { user_id: t.fx.users.adminA.id })).status).toBe(401);
    expect((await t.call(users.getUser, { user_id: 'x' }, me)).status).toBe(400);
  });
});
