// The profile area (02 §2.10): one's own data (getUser, updateUser without an entity), the password tab
// (users.resetPassword) and the entity settings (updateEntity: theme colours and font; Mi Entidad).
import { auth, entities, FONTS, M, users } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import { PASSWORD } from '../../test/fixtures.js';
import { startTestApp, useTestApp } from '../../test/harness.js';
import { gif, jpeg } from '../../test/images.js';

const { t, as } = useTestApp(['adminA', 'coordA']);

describe('getUser and updateUser of oneself (no entity)', () => {
  it('reads and edits one\'s own profile: document type, numeric phone and document, photo', async () => {
    const me = t.fx.users.coordA;
    const read = await t.call(users.getUser, { user_id: me.id }, as.coordA);
    expect(read.body.user).toMatchObject({ _id: me.id, email: me.email, name: 'coordA' });
    const res = await t.upload(
      users.updateUser,
      // the profile form sends the roles 'admin b2b' and 'admin b2c' (02 §6): one's own roles never change
      {
        user: me.id, name: 'Carla', lastname: 'Rojas', email: me.email, phone: '912345678', address: 'Av. Sol 5',
        documentType: 'carné', dni: '001234567', roles: JSON.stringify(['admin b2b', 'admin b2c']),
      },
      [{ field: 'photo', name: 'yo.jpg', bytes: await jpeg() }],
      as.coordA,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.user).toMatchObject({ name: 'Carla', lastname: 'Rojas', phone: '912345678', documentType: 'carné', dni: '001234567', roles: [] });
    const roles = await t.db.query<{ role_id: string }>('SELECT role_id FROM memberships WHERE user_id = $1', [me.id]);
    expect(roles).toEqual([{ role_id: 'coordinador' }]);
    const photo = res.body.user.photo!;
    expect((await t.app.inject({ method: 'GET', url: photo })).headers['content-type']).toBe('image/jpeg');
    // the shell's header reads the new name and photo
    const shell = await t.call(entities.userIsInEntitiesAdmin, { user_id: me.id }, as.coordA);
    expect(shell.body.data.user).toMatchObject({ name: 'Carla', lastname: 'Rojas', photo });
  });

  it('lets one change one\'s own e-mail, but not to a taken one (409)', async () => {
    const res = await t.call(users.updateUser, { user: t.fx.users.coordA.id, email: 'carla.rojas@test.pe' }, as.coordA);
    expect(res.body.user).toMatchObject({ email: 'carla.rojas@test.pe' });
    const taken = await t.call(users.updateUser, { user: t.fx.users.coordA.id, email: t.fx.users.adminA.email }, as.coordA);
    expect(taken.status).toBe(409);
    await t.call(users.updateUser, { user: t.fx.users.coordA.id, email: t.fx.users.coordA.email }, as.coordA);
  });

  it.each([
    ['a phone with letters', { phone: '9123a' }, 'phone', M.DIGITS_ONLY],
    ['a document with letters', { documentType: 'pasaporte', dni: 'AB12' }, 'dni', M.DIGITS_ONLY],
    ['an unknown document type', { documentType: 'cédula' }, 'documentType', M.FIELD_INVALID],
  ])('refuses %s with its message', async (_label, over, field, message) => {
    const before = await t.snapshot();
    const res = await t.callRaw(users.updateUser, { user: t.fx.users.coordA.id, ...over }, as.coordA);
    expect(res.status).toBe(400);
    expect(res.body.fields?.[field]).toBe(message);
    expect(await t.snapshot()).toBe(before);
  });

  it("refuses a photo that is not png/jpg/jpeg ('Formato de imagen no válido')", async () => {
    const res = await t.upload(users.updateUser, { user: t.fx.users.coordA.id }, [{ field: 'photo', name: 'a.jpg', bytes: await gif() }], as.coordA);
    expect(res).toEqual({ status: 415, body: { code: 'BAD_FILE_TYPE', message: M.IMAGE_FORMAT_INVALID } });
  });

  it("refuses editing someone else's profile (403) and answers 401 without a token", async () => {
    const before = await t.snapshot();
    expect((await t.call(users.updateUser, { user: t.fx.users.adminA.id, name: 'X' }, as.coordA)).status).toBe(403);
    expect((await t.call(users.updateUser, { user: t.fx.users.coordA.id, name: 'X' })).status).toBe(401);
    expect(await t.snapshot()).toBe(before);
  });
});

describe('resetPassword (the profile password tab)', () => {
  it('changes one\'s own password, answers the server message, and signs out the other sessions only', async () => {
    const me = t.fx.users.counterA;
    const here = await t.signIn(me.email);
    const elsewhere = await t.signIn(me.email);
    const res = await t.call(
      users.resetPassword,
      { user: me.id, currentPassword: PASSWORD, password: 'NuevaClave9', repeat: 'NuevaClave9' },
      here,
    );
    expect(res).toEqual({ status: 200, body: { message: M.PASSWORD_CHANGED } });
    expect((await t.call(auth.tokenIsValid, {}, here)).status).toBe(200);
    expect((await t.call(auth.tokenIsValid, {}, elsewhere)).status).toBe(401);
    await expect(t.signIn(me.email, PASSWORD)).rejects.toThrow();
    expect(await t.signIn(me.email, 'NuevaClave9')).toBeTruthy();
  });

  it("refuses a wrong current password on its field ('La contraseña actual no es correcta') and changes nothing", async () => {
    const me = t.fx.users.adminB2bA;
    const token = await t.signIn(me.email);
    const before = await t.snapshot();
    const res = await t.call(users.resetPassword, { user: me.id, currentPassword: 'NoEsLaMia1', password: 'NuevaClave9' }, token);
    expect(res).toEqual({
      status: 400,
      body: { code: 'VALIDATION', message: M.CURRENT_PASSWORD_WRONG, fields: { currentPassword: M.CURRENT_PASSWORD_WRONG } },
    });
    expect(await t.snapshot()).toBe(before);
    expect((await t.call(auth.tokenIsValid, {}, token)).status).toBe(200);
    expect(await t.signIn(me.email, PASSWORD)).toBeTruthy();
  });

  it.each([
    ['no current password', { currentPassword: undefined }, 'currentPassword', M.PASSWORD_REQUIRED],
    ['an empty current password', { currentPassword: '' }, 'currentPassword', M.PASSWORD_REQUIRED],
    ['entries that differ', { password: 'NuevaClave9', repeat: 'NuevaClave8' }, 'repeat', M.PASSWORD_CHANGE_MISMATCH],
    ['a password under 6', { password: '12345' }, 'password', M.USER_PASSWORD_MIN],
    ['a password over 30', { password: 'x'.repeat(31) }, 'password', M.tooLong(30)],
  ])('refuses %s with its message', async (_label, over, field, message) => {
    const before = await t.snapshot();
    const res = await t.callRaw(users.resetPassword, { user: t.fx.users.adminA.id, currentPassword: PASSWORD, ...over }, as.adminA);
    expect(res.status).toBe(400);
    expect(res.body.fields?.[field]).toBe(message);
    expect(await t.snapshot()).toBe(before);
  });

  it('lets the form check the entries with the same rules', () => {
    const mismatch = users.passwordChangeForm.safeParse({ currentPassword: PASSWORD, password: 'abcdef', repeat: 'abcdeg' });
    expect(mismatch.error?.issues[0]).toMatchObject({ path: ['repeat'], message: M.PASSWORD_CHANGE_MISMATCH });
    const missing = users.passwordChangeForm.safeParse({ currentPassword: '', password: 'abcdef', repeat: 'abcdef' });
    expect(missing.error?.issues[0]).toMatchObject({ path: ['currentPassword'], message: M.PASSWORD_REQUIRED });
  });

  it("refuses changing someone else's password, even as their admin or the superadmin (403), and answers 401 without a token", async () => {
    const root = await t.signIn(t.fx.users.superadmin.email);
    const before = await t.snapshot();
    const input = { user: t.fx.users.docenteA.id, currentPassword: PASSWORD, password: 'Robada123' };
    for (const token of [as.adminA, root]) {
      const res = await t.call(users.resetPassword, input, token);
      expect(res).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    }
    expect((await t.call(users.resetPassword, input)).status).toBe(401);
    expect(await t.snapshot()).toBe(before);
  });

  it('counts a wrong current password as a failed sign-in of that e-mail and address, up to 429; a right one clears them', async () => {
    const limited = await startTestApp({ RATE_LIMIT_PER_EMAIL: '2' });
    try {
      const me = limited.fx.users.docenteB;
      const token = await limited.signIn(me.email);
      const change = (currentPassword: string, password = 'NuevaClave7') =>
        limited.call(users.resetPassword, { user: me.id, currentPassword, password }, token);
      const statuses = [(await change('NoEsLaMia1')).status, (await change(PASSWORD)).status];
      // the success cleared that failure: two more wrong ones before 429, which the sign-in meets too
      statuses.push((await change('NoEsLaMia1')).status, (await change('NoEsLaMia1')).status);
      const refused = await change('NuevaClave7', 'OtraClave8');
      expect([...statuses, refused.status]).toEqual([400, 200, 400, 400, 429]);
      expect(refused.body).toEqual({ code: 'RATE_LIMITED', message: M.RATE_LIMITED });
      const signin = await limited.call(auth.signin, { email: me.email, password: 'NuevaClave7' });
      expect(signin.status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('updateEntity from the settings (theme and fonts) and Mi Entidad', () => {
  it('stores the theme colours and the font, and answers them to getEntity and to the shell', async () => {
    expect(FONTS).toEqual(['Rubik', 'Roboto']);
    const res = await t.call(
      entities.updateEntity,
      { entity_id: t.fx.entityA, bg_sidebar: '#1A2B3C', bg_buttons: '#4D5E6F', font_color: '#FFFFFF', font: 'Roboto' },
      as.adminA,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.entity).toMatchObject({
      customize: { colors: { bg_sidebar: '#1A2B3C', bg_buttons: '#4D5E6F', font_color: '#FFFFFF' }, font: 'Roboto' },
    });
    expect((await t.call(entities.getEntity, { entity_id: t.fx.entityA }, as.adminA)).body.entity).toMatchObject({ customize: { font: 'Roboto' } });
    const shell = await t.call(entities.userIsInEntitiesAdmin, { user_id: t.fx.users.adminA.id }, as.adminA);
    const [entity] = shell.body.data.entities;
    expect(entity.customize).toMatchObject({ colors: { bg_sidebar: '#1A2B3C' }, font: 'Roboto' });
  });

  it('starts every entity with Rubik and refuses another font', async () => {
    expect((await t.call(entities.getEntity, { entity_id: t.fx.entityB }, await t.signIn(t.fx.users.adminB.email))).body.entity).toMatchObject({
      customize: { font: 'Rubik' },
    });
    const res = await t.callRaw(entities.updateEntity, { entity_id: t.fx.entityA, font: 'Comic Sans' }, as.adminA);
    expect(res.status).toBe(400);
    expect(res.body.fields?.font).toBeTruthy();
  });

  it('refuses the settings to a coordinador (403): only the entity admins brand it', async () => {
    expect((await t.call(entities.updateEntity, { entity_id: t.fx.entityA, font: 'Rubik' }, as.coordA)).status).toBe(403);
  });
});
