// Decision 0028: a person's account is theirs. Each test is what an attacker on the staff of one
// entity tried, and what the person sees. docs/decisions/0028-identity-and-invitations.md
import { auth, invitations, M, users } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.js';
import { resetLinkIn, sentMails } from '../../../test/outbox.js';
import { newPerson } from '../../students/test-data.js';

const { t, as } = useTestApp(['counterA', 'adminA']);

const student = JSON.stringify(['estudiante']);
const mailsTo = async (address: string) => (await sentMails(t)).filter((m) => m.includes(`To: ${address}`));
const linkIn = (eml: string, path: string) => {
  const match = new RegExp(`${path}/([A-Za-z0-9_-]+)`).exec(eml);
  if (!match) throw new Error(`no ${path} link in the mail`);
  return match[1];
};

/** An account the superadmin made outside any entity (pre-registered, not yet placed): the victim of finding 1. */
async function platformAccount(name: string) {
  const email = `${name}.${Math.random().toString(36).slice(2, 7)}@test.pe`;
  const [{ id }] = await t.db.query<{ id: string }>(
    `INSERT INTO users (email, password_hash, rol, name, lastname, pre_registered, dni, address)
     SELECT $1, password_hash, 'admin_entity', $2, 'Víctima', true, '44556677', 'Av. Arequipa 100' FROM users WHERE id = $3 RETURNING id`,
    [email, name, t.fx.users.adminA.id],
  );
  return { id, email };
}

describe('finding 1: no takeover of an account that belongs to no entity', () => {
  it("a counter's search, add, e-mail change and recovery never reach the account; the owner keeps it", async () => {
    const victim = await platformAccount('ana');
    const victimToken = await t.signIn(victim.email);
    const search = await t.call(users.searchUserByEntity, { entity: t.fx.entityA, email: victim.email }, as.counterA);
    expect(search.body).toEqual({
      userExists: true,
      userExistsInEntity: false,
      user: { _id: null, name: 'a***', lastname: 'V***', email: victim.email, photo: null },
      invitationPending: false,
    });
    // adding them is an invitation: no membership, nothing of theirs reaches the entity
    const added = await t.call(users.assignUserToEntity, { entity: t.fx.entityA, email: victim.email, roles: student }, as.counterA);
    expect(added).toMatchObject({ status: 200, body: { invited: true, message: M.invitationSent(victim.email) } });
    const before = await t.snapshot();
    const attacker = 'atacante@test.pe';
    const changed = await t.call(users.updateUser, { entity: t.fx.entityA, user: victim.id, email: attacker, name: 'ana', lastname: 'Víctima' }, as.counterA);
    expect(changed.status).toBe(404);
    expect((await t.call(users.getUser, { entity_id: t.fx.entityA, user_id: victim.id }, as.adminA)).status).toBe(404);
    expect(await t.snapshot()).toBe(before);
    await t.call(auth.recoverPassword, { email: attacker });
    expect(await mailsTo(attacker)).toEqual([]);
    expect((await t.call(auth.signin, { email: attacker, password: 'Secreta123' })).status).toBe(401);
    // the owner is untouched: their session and password work
    expect((await t.call(auth.tokenIsValid, {}, victimToken)).status).toBe(200);
    await t.signIn(victim.email);
  });

  it('even once they accept, the entity may not change their e-mail or names (403, nothing changed)', async () => {
    const victim = await platformAccount('bea');
    await t.call(users.assignUserToEntity, { entity: t.fx.entityA, email: victim.email, roles: student }, as.counterA);
    const token = await t.signIn(victim.email);
    const [mine] = (await t.call(invitations.getMyInvitations, {}, token)).body.invitations;
    expect((await t.call(invitations.answerInvitation, { invitation: mine._id, accept: true }, token)).status).toBe(200);
    const before = await t.snapshot();
    const res = await t.call(users.updateUser, { entity: t.fx.entityA, user: victim.id, email: 'atacante2@test.pe', name: 'bea', lastname: 'Víctima' }, as.counterA);
    expect(res).toMatchObject({ status: 403, body: { code: 'FORBIDDEN', message: M.IDENTITY_OWNER_ONLY } });
    expect((await t.call(users.updateUser, { entity: t.fx.entityA, user: victim.id, name: 'Otra', lastname: 'Víctima' }, as.counterA)).status).toBe(403);
    expect(await t.snapshot()).toBe(before);
  });
});

describe("finding 2: another entity's people are not read or changed", () => {
  it("adding entity B's admin is an invitation; until they accept, their data is not A's to read or change", async () => {
    const adminB = t.fx.users.adminB;
    await t.db.query(`UPDATE users SET dni = '12345678', birthdate = '1990-05-01', address = 'Calle B 1' WHERE id = $1`, [adminB.id]);
    const res = await t.call(users.assignUserToEntity, { entity: t.fx.entityA, email: adminB.email, roles: student }, as.counterA);
    expect(res.body).toMatchObject({ invited: true });
    const before = await t.snapshot();
    const edit = await t.call(users.updateUser, { entity: t.fx.entityA, user: adminB.id, name: 'adminB', lastname: 'Prueba', phone: '999888777', description: 'x' }, as.counterA);
    expect(edit.status).toBe(404);
    expect(JSON.stringify(edit.body)).not.toContain('12345678');
    expect((await t.call(users.getUser, { entity_id: t.fx.entityA, user_id: adminB.id }, as.adminA)).status).toBe(404);
    const list = await t.call(invitations.getInvitations, { entity: t.fx.entityA, page: 1 }, as.counterA);
    const row = list.body.invitations.find((i) => i.email === adminB.email);
    expect(row).toMatchObject({ email: adminB.email, roles: ['estudiante'], state: 'pending' });
    expect(JSON.stringify(list.body)).not.toMatch(/12345678|Calle B 1|1990-05-01/);
    expect(await t.snapshot()).toBe(before);
  });

  it('a member who belongs to another entity too keeps their data: the staff form may change their roles only', async () => {
    const before = await t.snapshot();
    const res = await t.call(users.updateUser, { entity: t.fx.entityA, user: t.fx.users.multi.id, phone: '911222333' }, as.adminA);
    expect(res).toMatchObject({ status: 403, body: { message: M.IDENTITY_OWNER_ONLY, fields: { phone: M.IDENTITY_OWNER_ONLY } } });
    expect(await t.snapshot()).toBe(before);
  });
});

describe('finding 3: the superadmin is never added; lookups are masked', () => {
  it('refuses adding the superadmin (403) and changes nothing', async () => {
    const before = await t.snapshot();
    for (const body of [{ email: t.fx.users.superadmin.email }, { user: t.fx.users.superadmin.id }]) {
      const res = await t.call(users.assignUserToEntity, { entity: t.fx.entityA, roles: student, ...body }, as.counterA);
      expect(res).toMatchObject({ status: 403, body: { message: M.ACCOUNT_NOT_ADDABLE } });
    }
    expect(await t.snapshot()).toBe(before);
  });

  it("answers a person of elsewhere without their id, photo or names; a member with who they are", async () => {
    const res = await t.call(users.searchUserByEntity, { entity: t.fx.entityA, email: t.fx.users.superadmin.email }, as.counterA);
    expect(res.body.user).toEqual({ _id: null, name: 's***', lastname: 'P***', email: t.fx.users.superadmin.email, photo: null });
    const member = await t.call(users.searchUserByEntity, { entity: t.fx.entityA, email: t.fx.users.docenteA.email }, as.counterA);
    expect(member.body.user).toMatchObject({ _id: t.fx.users.docenteA.id, name: 'docenteA' });
  });
});

describe('invitations: the person accepts or refuses', () => {
  it('on the e-mailed link: which entity asks and for what; accepting makes them a student of it, once', async () => {
    const p = await newPerson(t, t.fx.entityB, 'Lucia');
    await t.call(users.assignUserToEntity, { entity: t.fx.entityA, email: p.email, roles: student }, as.counterA);
    const [mail] = await mailsTo(p.email);
    expect(mail).toContain('Entidad A le invita a unirse como Estudiante');
    const token = linkIn(mail, 'auth/invitation');
    expect((await t.call(invitations.getInvitation, { token })).body).toMatchObject({
      entity: { entity_name: 'Entidad A' }, roles: ['estudiante'], email: p.email,
    });
    expect(await t.call(invitations.answerInvitationByLink, { token, accept: true })).toMatchObject({
      status: 200, body: { message: M.invitationAccepted('Entidad A') },
    });
    const roles = await t.db.query('SELECT role_id FROM memberships WHERE entity_id = $1 AND user_id = $2', [t.fx.entityA, p.id]);
    expect(roles).toEqual([{ role_id: 'estudiante' }]);
    // now theirs: the entity reads them
    expect((await t.call(users.getUser, { entity_id: t.fx.entityA, user_id: p.id }, as.adminA)).status).toBe(200);
    expect(await t.call(invitations.answerInvitationByLink, { token, accept: false })).toMatchObject({
      status: 404, body: { message: M.INVITATION_GONE },
    });
  });

  it('at sign-in: refusing leaves them out and the entity sees it refused; another person cannot answer it', async () => {
    const p = await newPerson(t, t.fx.entityB, 'Mateo');
    await t.db.query(`UPDATE users SET password_hash = (SELECT password_hash FROM users WHERE id = $1) WHERE id = $2`, [t.fx.users.adminA.id, p.id]);
    await t.call(users.assignUserToEntity, { entity: t.fx.entityA, email: p.email, roles: student }, as.counterA);
    const token = await t.signIn(p.email);
    const mine = await t.call(invitations.getMyInvitations, {}, token);
    expect(mine.body.invitations).toMatchObject([{ entity: { _id: t.fx.entityA, entity_name: 'Entidad A' }, roles: ['estudiante'] }]);
    const id = mine.body.invitations[0]._id;
    const before = await t.snapshot();
    expect((await t.call(invitations.answerInvitation, { invitation: id, accept: true }, as.adminA)).status).toBe(404);
    expect(await t.snapshot()).toBe(before);
    expect(await t.call(invitations.answerInvitation, { invitation: id, accept: false }, token)).toMatchObject({
      status: 200, body: { message: M.INVITATION_DECLINED },
    });
    expect(await t.db.query('SELECT 1 FROM memberships WHERE entity_id = $1 AND user_id = $2', [t.fx.entityA, p.id])).toEqual([]);
    const list = await t.call(invitations.getInvitations, { entity: t.fx.entityA, page: 1 }, as.counterA);
    expect(list.body.invitations.find((i) => i.email === p.email)?.state).toBe('declined');
    expect((await t.call(invitations.getMyInvitations, {}, token)).body.invitations).toEqual([]);
  });
});

describe("an entity's own unused account, and e-mail changes", () => {
  it("the staff who made an account correct it until its owner signs in; a new e-mail waits for that address", async () => {
    const p = await newPerson(t, t.fx.entityA, 'Rosa');
    await t.db.query(`UPDATE users SET password_hash = (SELECT password_hash FROM users WHERE id = $1) WHERE id = $2`, [t.fx.users.adminA.id, p.id]);
    const edit = (over: Record<string, unknown>) =>
      t.call(users.updateUser, { entity: t.fx.entityA, user: p.id, name: 'Rosa', lastname: 'Prueba', ...over }, as.counterA);
    expect(await edit({ phone: '987654321' })).toMatchObject({ status: 200, body: { user: { phone: '987654321' } } });
    const res = await edit({ email: 'rosa.nueva@test.pe' });
    expect(res.body).toMatchObject({ user: { email: p.email }, emailPending: 'rosa.nueva@test.pe' });
    const [notice] = await mailsTo(p.email);
    expect(notice).toContain(M.EMAIL_CHANGE_NOTICE_SUBJECT);
    const [confirm] = await mailsTo('rosa.nueva@test.pe');
    const token = linkIn(confirm, 'auth/confirm-email');
    expect(await t.call(invitations.confirmEmail, { token })).toMatchObject({ status: 200, body: { email: 'rosa.nueva@test.pe' } });
    expect((await t.call(invitations.confirmEmail, { token })).status).toBe(404);
    await t.signIn('rosa.nueva@test.pe');
    // signed in once: from now on only the owner (or the superadmin) changes it
    const before = await t.snapshot();
    expect(await edit({ phone: '911111111' })).toMatchObject({ status: 403, body: { message: M.IDENTITY_OWNER_ONLY } });
    expect(await t.snapshot()).toBe(before);
  });

  it('a recovery link sent to the old address stops working once the new one is confirmed', async () => {
    const p = await newPerson(t, t.fx.entityA, 'Pedro');
    await t.call(auth.recoverPassword, { email: p.email });
    const reset = resetLinkIn((await mailsTo(p.email)).at(-1) as string);
    await t.call(users.updateUser, { entity: t.fx.entityA, user: p.id, name: 'Pedro', lastname: 'Prueba', email: 'pedro.nuevo@test.pe' }, as.adminA);
    const token = linkIn((await mailsTo('pedro.nuevo@test.pe'))[0], 'auth/confirm-email');
    expect((await t.call(invitations.confirmEmail, { token })).status).toBe(200);
    const res = await t.post('auth/reset-password', { fname: 'resetPassword', password: 'Otra12345' }, { authorization: `Bearer ${reset}` });
    expect(res.status).toBe(401);
  });
});

// Step 14, finding 1: an e-mail change someone else asked for must not outlive the owner's claim to the account.
describe('a pending e-mail change is void once the account is its owner\'s', () => {
  /** A student the admin creates with a password the owner knows, and an e-mail change to the admin's own address. */
  async function createdAndRedirected(name: string) {
    const email = `${name}.${Math.random().toString(36).slice(2, 7)}@test.pe`;
    const made = await t.call(
      users.createUser,
      { entity: t.fx.entityA, name, lastname: 'Dueña', secondlastname: 'Quispe', typeDoc: 'dni', email, password: 'Secreta123', roles: student },
      as.adminA,
    );
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const id = (made.body as { user: { _id: string } }).user._id;
    const attacker = `admin.${name}.${Math.random().toString(36).slice(2, 7)}@test.pe`;
    const pending = await t.call(users.updateUser, { entity: t.fx.entityA, user: id, name, lastname: 'Dueña', email: attacker }, as.adminA);
    expect(pending.body).toMatchObject({ emailPending: attacker });
    const link = linkIn((await mailsTo(attacker))[0], 'auth/confirm-email');
    return { id, email, attacker, link };
  }

  /** The attacker's follow-up after a refused link: recovery on their address sends nothing, the owner keeps signing in. */
  async function ownerKeepsIt(v: { email: string; attacker: string }, password: string, ownerToken: string) {
    const [row] = await t.db.query<{ email: string }>('SELECT email FROM users WHERE lower(email) = lower($1)', [v.email]);
    expect(row.email).toBe(v.email);
    await t.call(auth.recoverPassword, { email: v.attacker });
    expect((await mailsTo(v.attacker)).filter((m) => m.includes('recover-password'))).toEqual([]);
    expect((await t.call(auth.tokenIsValid, {}, ownerToken)).status).toBe(200);
    await t.signIn(v.email, password);
  }

  it('the whole chain of the finding: the owner signs in and changes her password, and the link then answers 404', async () => {
    const v = await createdAndRedirected('ines');
    const owner = await t.signIn(v.email, 'Secreta123');
    expect(
      await t.call(users.resetPassword, { user: v.id, currentPassword: 'Secreta123', password: 'MiClave2026', repeat: 'MiClave2026' }, owner),
    ).toMatchObject({ status: 200 });
    expect((await t.call(users.updateUser, { entity: t.fx.entityA, user: v.id, name: 'ines', lastname: 'Otra' }, as.adminA)).status).toBe(403);
    const before = await t.snapshot();
    expect(await t.call(invitations.confirmEmail, { token: v.link })).toMatchObject({
      status: 404,
      body: { message: M.EMAIL_CONFIRM_GONE },
    });
    expect(await t.snapshot()).toBe(before);
    await ownerKeepsIt(v, 'MiClave2026', owner);
  });

  it('signing in alone voids it', async () => {
    const v = await createdAndRedirected('juana');
    const owner = await t.signIn(v.email, 'Secreta123');
    expect((await t.call(invitations.confirmEmail, { token: v.link })).status).toBe(404);
    await ownerKeepsIt(v, 'Secreta123', owner);
  });

  it('choosing a password through her own recovery link voids it, without signing in', async () => {
    const v = await createdAndRedirected('karla');
    await t.call(auth.recoverPassword, { email: v.email });
    const reset = resetLinkIn((await mailsTo(v.email)).at(-1) as string);
    const res = await t.post('auth/reset-password', { fname: 'resetPassword', password: 'Propia2026' }, { authorization: `Bearer ${reset}` });
    expect(res.status).toBe(200);
    expect((await t.call(invitations.confirmEmail, { token: v.link })).status).toBe(404);
    const owner = await t.signIn(v.email, 'Propia2026');
    await ownerKeepsIt(v, 'Propia2026', owner);
  });

  it("changing her password voids a change the superadmin asked for while she was signed in", async () => {
    const v = await createdAndRedirected('lola');
    const owner = await t.signIn(v.email, 'Secreta123');
    const root = await t.signIn(t.fx.users.superadmin.email);
    const wanted = `lola.nueva.${Math.random().toString(36).slice(2, 7)}@test.pe`;
    expect((await t.call(users.updateUser, { user: v.id, name: 'lola', lastname: 'Dueña', email: wanted }, root)).body).toMatchObject({
      emailPending: wanted,
    });
    const link = linkIn((await mailsTo(wanted))[0], 'auth/confirm-email');
    await t.call(users.resetPassword, { user: v.id, currentPassword: 'Secreta123', password: 'Cambiada26', repeat: 'Cambiada26' }, owner);
    expect((await t.call(invitations.confirmEmail, { token: link })).status).toBe(404);
    await ownerKeepsIt({ email: v.email, attacker: wanted }, 'Cambiada26', owner);
  });

  it('confirming re-checks the rule: an account that joined another entity, or a requester no longer staff, answers 403', async () => {
    // a change left open while the owner never signed in: she accepted another entity's invitation by its mailed link
    const v = await createdAndRedirected('maria');
    const adminB = await t.signIn(t.fx.users.adminB.email);
    await t.call(users.assignUserToEntity, { entity: t.fx.entityB, email: v.email, roles: student }, adminB);
    const invite = linkIn((await mailsTo(v.email)).find((m) => m.includes('auth/invitation')) as string, 'auth/invitation');
    expect((await t.call(invitations.answerInvitationByLink, { token: invite, accept: true })).status).toBe(200);
    const before = await t.snapshot();
    expect(await t.call(invitations.confirmEmail, { token: v.link })).toMatchObject({
      status: 403,
      body: { message: M.EMAIL_CONFIRM_NOT_ALLOWED },
    });
    expect(await t.snapshot()).toBe(before);

    // the counter who asked has since lost every staff role in the entity
    const w = await createdAndRedirected('nora');
    const byCounter = `counter.nora.${Math.random().toString(36).slice(2, 7)}@test.pe`;
    await t.call(users.updateUser, { entity: t.fx.entityA, user: w.id, name: 'nora', lastname: 'Dueña', email: byCounter }, as.counterA);
    const link = linkIn((await mailsTo(byCounter))[0], 'auth/confirm-email');
    await t.db.query(`DELETE FROM memberships WHERE user_id = $1 AND entity_id = $2`, [t.fx.users.counterA.id, t.fx.entityA]);
    try {
      expect((await t.call(invitations.confirmEmail, { token: link })).status).toBe(403);
    } finally {
      await t.db.query(`INSERT INTO memberships (entity_id, user_id, role_id) VALUES ($1, $2, 'counter')`, [t.fx.entityA, t.fx.users.counterA.id]);
    }
  });

  it('the link still works while the account is the entity\'s unused one', async () => {
    const v = await createdAndRedirected('olga');
    expect(await t.call(invitations.confirmEmail, { token: v.link })).toMatchObject({ status: 200, body: { email: v.attacker } });
  });
});
