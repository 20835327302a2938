// The public catalogue and the students' own accounts (04 §2.1, §3): an entity found by its domain shows only its
// published courses that have not ended, at the server's prices; a person registers as its student or signs in
// through it and becomes one; a domain names one entity.
import { auth, catalog, entities, M } from '@edu/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { type Priced, pricedProgramme } from '../orders/orders-test-kit.js';

const { t } = useTestApp();
let web: Priced;
let hidden: Priced;
let ofB: Priced;
beforeAll(async () => {
  web = await pricedProgramme(t, 'A', { name: 'Web', inscription: '100.00', course: '300.50', modules: ['80.00', '0.00'] });
  hidden = await pricedProgramme(t, 'A', { name: 'Oculto', inscription: '1.00', course: '2.00', modules: [] });
  await t.db.query('UPDATE scheduleds SET publish = false WHERE id = $1', [hidden.main]);
  ofB = await pricedProgramme(t, 'B', { name: 'De B', inscription: '1.00', course: '2.00', modules: [] });
  await t.db.query(`INSERT INTO syllabus_items (entity_id, course_id, title) VALUES ($1, $2, 'Introducción a HTML')`, [
    t.fx.entityA,
    web.modules[0],
  ]);
});

describe('getCatalog', () => {
  it("shows the entity's published courses with its branding and exact total prices, to anyone", async () => {
    const res = await t.call(catalog.getCatalog, { domain: 'ENTIDAD-A.test.pe' }, null);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.entity).toMatchObject({ _id: t.fx.entityA, entity_name: 'Entidad A', domain: 'entidad-a.test.pe' });
    expect(res.body.entity.customize.colors.bg_sidebar).toMatch(/^#/);
    const names = res.body.scheduleds.map((s) => s.name);
    expect(names).toContain('Web 2026');
    expect(names).not.toContain('Oculto 2026');
    expect(names).not.toContain('De B 2026');
    expect(res.body.scheduleds.find((s) => s._id === web.main)).toMatchObject({ total_price: '400.50', category: 'Tecnología' });
    // nothing of the staff or the settings
    expect(JSON.stringify(res.body)).not.toMatch(/permissions|admin|email/);
  });

  it('searches by part of the name and pages', async () => {
    const res = await t.call(catalog.getCatalog, { domain: 'entidad-a.test.pe', query: 'WEB', page: 1 }, null);
    expect(res.body.scheduleds.map((s) => s._id)).toContain(web.main);
    expect(res.body.scheduleds.every((s) => /web/i.test(s.name))).toBe(true);
    expect(res.body.pagination).toMatchObject({ actualPage: 1, total: res.body.scheduleds.length, totalPages: 1 });
    const far = await t.call(catalog.getCatalog, { domain: 'entidad-a.test.pe', page: 50 }, null);
    expect(far.body.scheduleds).toEqual([]);
    expect(far.body.pagination.total).toBeGreaterThan(0);
  });

  it("answers 'No se encontró la institución' for an unknown domain, and a clear message for a malformed one", async () => {
    const res = await t.call(catalog.getCatalog, { domain: 'no-existe.pe' }, null);
    expect(res).toMatchObject({ status: 404, body: { code: 'NOT_FOUND', message: M.ENTITY_NOT_FOUND_BY_DOMAIN } });
    const bad = await t.callRaw(catalog.getCatalog, { domain: 'a b/c' }, null);
    expect(bad).toMatchObject({ status: 400, body: { fields: { domain: M.DOMAIN_INVALID } } });
  });
});

describe('getCatalogCourse', () => {
  it('shows the course with its modules in order, their dates, prices and syllabus', async () => {
    const res = await t.call(catalog.getCatalogCourse, { domain: 'entidad-a.test.pe', scheduled_id: web.main }, null);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { scheduled } = res.body;
    expect(scheduled).toMatchObject({ _id: web.main, course_price: '300.50', inscription_price: '100.00', total_price: '400.50' });
    expect(scheduled.modules.map((m) => [m.name, m.scheduled_id, m.total_price])).toEqual([
      ['Web - Módulo 1', web.schedules[0], '80.00'],
      ['Web - Módulo 2', web.schedules[1], '0.00'],
    ]);
    expect(scheduled.modules[0].syllabus.map((s) => s.title)).toEqual(['Introducción a HTML']);
    expect(scheduled.modules[0].start_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("answers 404 for an unpublished course, another entity's, or an unknown one", async () => {
    for (const id of [hidden.main, ofB.main, web.schedules[0], '00000000-0000-4000-8000-000000000000']) {
      const res = await t.call(catalog.getCatalogCourse, { domain: 'entidad-a.test.pe', scheduled_id: id }, null);
      expect(res, id).toMatchObject({ status: 404, body: { message: M.SCHEDULED_NOT_IN_CATALOG } });
    }
  });
});

const registration = (email: string) => ({
  domain: 'entidad-a.test.pe',
  name: 'Rosa',
  firstlastname: 'Quispe',
  secondlastname: 'Mamani',
  typeDoc: 'dni' as const,
  dni: '45678912',
  phone: '987654321',
  email,
  password: 'Secreta123',
});

describe('registerStudent', () => {
  it('makes a student account of the entity and signs it in', async () => {
    const before = await t.snapshot();
    const res = await t.call(catalog.registerStudent, registration('Rosa.Quispe@Test.pe'), null);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      entity_id: t.fx.entityA,
      user: { email: 'rosa.quispe@test.pe', name: 'Rosa', lastname: 'Quispe Mamani' },
    });
    expect(await t.snapshot()).not.toBe(before);
    const roles = await t.db.query<{ role_id: string }>(
      'SELECT role_id FROM memberships WHERE entity_id = $1 AND user_id = $2',
      [t.fx.entityA, res.body.user._id],
    );
    expect(roles.map((r) => r.role_id)).toEqual(['estudiante']);
    const valid = await t.call(auth.tokenIsValid, {}, res.body.token);
    expect(valid.status).toBe(200);
  });

  it('tells an existing e-mail to sign in, and changes nothing', async () => {
    const before = await t.snapshot();
    const res = await t.call(catalog.registerStudent, registration(t.fx.users.coordA.email), null);
    expect(res).toMatchObject({ status: 409, body: { message: M.REGISTER_ACCOUNT_EXISTS, fields: { email: M.REGISTER_ACCOUNT_EXISTS } } });
    expect(await t.snapshot()).toBe(before);
  });

  it.each([
    ['a DNI of 7 digits', { dni: '1234567' }, 'dni', M.DNI_LENGTH],
    ['letters in the phone', { phone: '98765x321' }, 'phone', M.DIGITS_ONLY],
    ['a phone of 8 digits (a Peruvian mobile has 9)', { phone: '98765432' }, 'phone', M.PHONE_LENGTH],
    ['a short password', { password: '123' }, 'password', M.USER_PASSWORD_MIN],
    ['a blank name', { name: '   ' }, 'name', M.FIELD_REQUIRED],
    ['a bad e-mail', { email: 'rosa@' }, 'email', M.EMAIL_INVALID],
  ])('refuses %s with its Spanish message', async (_label, change, field, message) => {
    const before = await t.snapshot();
    const res = await t.callRaw(catalog.registerStudent, { ...registration('otra.persona@test.pe'), ...change }, null);
    expect(res.status).toBe(400);
    expect(res.body.fields?.[field]).toBe(message);
    expect(await t.snapshot()).toBe(before);
  });

  it("answers 'No se encontró la institución' for an unknown domain", async () => {
    const res = await t.call(catalog.registerStudent, { ...registration('x.y@test.pe'), domain: 'nada.pe' }, null);
    expect(res).toMatchObject({ status: 404, body: { message: M.ENTITY_NOT_FOUND_BY_DOMAIN } });
  });
});

describe('signin through an entity', () => {
  it('adds the estudiante membership of that entity to a person who signs in there', async () => {
    const res = await t.call(auth.signin, { email: t.fx.users.noEntity.email, password: 'Secreta123', domain: 'entidad-b.test.pe' }, null);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const roles = await t.db.query<{ role_id: string }>('SELECT role_id FROM memberships WHERE entity_id = $1 AND user_id = $2', [
      t.fx.entityB,
      t.fx.users.noEntity.id,
    ]);
    expect(roles.map((r) => r.role_id)).toEqual(['estudiante']);
  });

  it('adds nothing on a wrong password or an unknown domain', async () => {
    const before = await t.snapshot();
    const wrong = await t.call(auth.signin, { email: t.fx.users.coordA.email, password: 'Incorrecta1', domain: 'entidad-b.test.pe' }, null);
    expect(wrong.status).toBe(401);
    const unknown = await t.call(auth.signin, { email: t.fx.users.coordA.email, password: 'Secreta123', domain: 'nada.pe' }, null);
    expect(unknown).toMatchObject({ status: 404, body: { message: M.ENTITY_NOT_FOUND_BY_DOMAIN } });
    const roles = await t.db.query('SELECT 1 FROM memberships WHERE entity_id = $1 AND user_id = $2', [
      t.fx.entityB,
      t.fx.users.coordA.id,
    ]);
    expect(roles).toEqual([]);
    expect(before).toBeTruthy();
  });
});

describe('a domain names one entity', () => {
  it("refuses another entity's domain in the wizard and in Mi Entidad, and a malformed one", async () => {
    const root = await t.signIn(t.fx.users.superadmin.email);
    const taken = await t.callRaw(entities.createEntity, { entity_name: 'Copia', domain: 'Entidad-A.test.pe' }, root);
    expect(taken).toMatchObject({ status: 400, body: { fields: { domain: M.DOMAIN_TAKEN } } });
    const admin = await t.signIn(t.fx.users.adminB.email);
    const update = await t.callRaw(
      entities.updateEntity,
      { entity_id: t.fx.entityB, entity_name: 'Entidad B', domain: 'entidad-a.test.pe' },
      admin,
    );
    expect(update).toMatchObject({ status: 400, body: { fields: { domain: M.DOMAIN_TAKEN } } });
    const malformed = await t.callRaw(entities.createEntity, { entity_name: 'Mala', domain: 'con espacios.pe' }, root);
    expect(malformed).toMatchObject({ status: 400, body: { fields: { domain: M.DOMAIN_INVALID } } });
    const own = await t.call(entities.updateEntity, { entity_id: t.fx.entityB, entity_name: 'Entidad B', domain: 'entidad-b.test.pe' }, admin);
    expect(own.status).toBe(200);
  });
});
