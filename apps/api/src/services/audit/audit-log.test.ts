// The audit trail (decision 0041): getAuditLog for an entity's admins and the superadmin; who, what, when and
// from where of each change, its filters, its keyset pages and capped total, and that no admin reads another entity.
import { API_PREFIX, audit, AUDIT_COUNT_CAP, AUDIT_PAGE_SIZE, campuses, M } from '@edu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, useTestApp } from '../../test/harness.js';

const { t, as } = useTestApp(['adminA', 'adminB', 'superadmin']);

const trail = async (input: Record<string, unknown>, token = as.adminA) => {
  const res = await t.call(audit.getAuditLog, input, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
const campusOf = (entity: string, name: string) => ({ entity, name, country: 'Perú', department: 'Lima', address: 'Av. Brasil 1' });

/** creates a campus through HTTP with the headers a browser behind a proxy would send; answers the campus id */
async function createCampus(token: string, entity: string, name: string, headers: Record<string, string> = {}) {
  const res = await t.post('entities', { fname: 'createCampus', ...campusOf(entity, name) }, { authorization: `Bearer ${token}`, ...headers });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as { campus: { _id: string } }).campus._id;
}

/** `n` rows of an entity written straight into the table, one a minute back from `newest` */
async function fill(entity: string, n: number, fname: string, newest = '2025-06-01T12:00:00Z') {
  await t.db.query(
    `INSERT INTO audit_log (entity_id, user_id, service, fname, record_id, created_at)
     SELECT $1::uuid, $2::uuid, 'courses', $3, 'r' || g, $4::timestamptz - g * interval '1 minute' FROM generate_series(1, $5::int) g`,
    [entity, t.fx.users.coordA.id, fname, newest, n],
  );
}

describe('getAuditLog: who, what, when and from where', () => {
  it("shows an admin's change with the person, the fname and record, the time, the address and the browser", async () => {
    const campus = await createCampus(as.adminA, t.fx.entityA, 'Sede Auditada', { 'user-agent': 'Navegador de prueba/1.0' });
    const { rows, total } = await trail({ entity_id: t.fx.entityA, action: 'createCampus' });
    expect(total).toBe(1);
    expect(rows[0]).toMatchObject({
      user: { _id: t.fx.users.adminA.id, name: 'adminA', email: t.fx.users.adminA.email },
      entity: { _id: t.fx.entityA },
      service: 'entities',
      fname: 'createCampus',
      record_id: campus,
      ip: '127.0.0.1',
      user_agent: 'Navegador de prueba/1.0',
    });
    expect(Date.now() - Date.parse(rows[0].created_at)).toBeLessThan(60_000);
  });

  it('keeps the address the connection came from: X-Forwarded-For is not believed without TRUST_PROXY', async () => {
    const campus = await createCampus(as.adminA, t.fx.entityA, 'Sede Falsa', { 'x-forwarded-for': '203.0.113.9' });
    const { rows } = await trail({ entity_id: t.fx.entityA, action: 'createCampus' });
    expect(rows.find((r) => r.record_id === campus)?.ip).toBe('127.0.0.1');
  });

  it('filters by person (part of the name or e-mail), kind of record and Lima dates', async () => {
    // 23:30 in Lima on 9 March is 04:30 UTC on 10 March
    await t.db.query(
      `INSERT INTO audit_log (entity_id, user_id, service, fname, record_id, created_at) VALUES
       ($1, $2, 'evaluations', 'createQuestion', 'q-late', '2026-03-10T04:30:00Z'),
       ($1, $3, 'students', 'activateOrders', 'o-next', '2026-03-10T05:30:00Z')`,
      [t.fx.entityA, t.fx.users.coordA.id, t.fx.users.counterA.id],
    );
    const ids = async (input: Record<string, unknown>) => (await trail({ entity_id: t.fx.entityA, ...input })).rows.map((r) => r.record_id);
    expect(await ids({ to: '2026-03-09', from: '2026-03-09' })).toEqual(['q-late']);
    expect(await ids({ from: '2026-03-10', to: '2026-03-10' })).toEqual(['o-next']);
    expect(await ids({ from: '2026-03-09', to: '2026-03-10', person: 'COUNTER' })).toEqual(['o-next']);
    expect(await ids({ from: '2026-03-09', to: '2026-03-10', person: 'coord.a@' })).toEqual(['q-late']);
    expect(await ids({ from: '2026-03-09', to: '2026-03-10', service: 'evaluations' })).toEqual(['q-late']);
    expect(await ids({ from: '2026-03-09', to: '2026-03-10', service: 'students', action: 'activateOrders' })).toEqual(['o-next']);
    expect(await ids({ from: '2026-03-09', to: '2026-03-10', action: 'createQuestion', person: 'counter' })).toEqual([]);
  });

  it('finds a person among more people than it lists by id (the search then stays a subquery)', async () => {
    await t.db.query(
      `INSERT INTO users (email, name, lastname) SELECT 'masivo' || g || '@test.pe', 'Masivo', 'Número ' || g FROM generate_series(1, 1001) g`,
    );
    await t.db.query(
      `INSERT INTO audit_log (entity_id, user_id, service, fname, record_id)
       SELECT $1, id, 'users', 'updateUser', 'masivo-row' FROM users WHERE email = 'masivo77@test.pe'`,
      [t.fx.entityA],
    );
    const { rows } = await trail({ entity_id: t.fx.entityA, person: 'masivo' });
    expect(rows.map((r) => [r.record_id, r.user?.email])).toEqual([['masivo-row', 'masivo77@test.pe']]);
  });

  it('pages by 25 newest first after the last row of the page before, to a last page without next', async () => {
    await fill(t.fx.entityA, 2 * AUDIT_PAGE_SIZE + 10, 'updateCourse');
    const seen: string[] = [];
    let after: string | undefined;
    const sizes: number[] = [];
    do {
      const page = await trail({ entity_id: t.fx.entityA, action: 'updateCourse', ...(after ? { after } : {}) });
      expect(page).toMatchObject({ total: 60, capped: false });
      sizes.push(page.rows.length);
      seen.push(...page.rows.map((r) => r.record_id ?? ''));
      after = page.next ?? undefined;
    } while (after);
    expect(sizes).toEqual([25, 25, 10]);
    expect(seen).toEqual(Array.from({ length: 60 }, (_, i) => `r${i + 1}`));
  });

  it(`counts a total up to ${AUDIT_COUNT_CAP} and says when there are more`, async () => {
    await fill(t.fx.entityA, AUDIT_COUNT_CAP + 5, 'updateItem', '2024-01-01T00:00:00Z');
    expect(await trail({ entity_id: t.fx.entityA, action: 'updateItem' })).toMatchObject({ total: AUDIT_COUNT_CAP, capped: true });
    // one a minute back from 00:00 UTC: 31 December in Lima (from 05:00 UTC) holds the 19 hours before
    const older = await trail({ entity_id: t.fx.entityA, action: 'updateItem', from: '2023-12-31', to: '2023-12-31' });
    expect(older).toMatchObject({ total: 19 * 60, capped: false });
  });

  it('finds an action whose name has digits: the certificates (generateCertificate_2)', async () => {
    await t.db.query(
      `INSERT INTO audit_log (entity_id, user_id, service, fname, record_id) VALUES ($1, $2, 'students', 'generateCertificate_2', 'cert-1')`,
      [t.fx.entityA, t.fx.users.counterA.id],
    );
    const { rows, total } = await trail({ entity_id: t.fx.entityA, service: 'students', action: 'generateCertificate_2' });
    expect(total).toBe(1);
    expect(rows[0]).toMatchObject({ fname: 'generateCertificate_2', record_id: 'cert-1', user: { _id: t.fx.users.counterA.id } });
  });

  it('refuses a bad filter with its Spanish message and no rows', async () => {
    const bad = async (input: Record<string, unknown>, field: string, message: string) => {
      const res = await t.callRaw(audit.getAuditLog, { entity_id: t.fx.entityA, ...input }, as.adminA);
      expect(res.status).toBe(400);
      expect(res.body.fields?.[field]).toBe(message);
    };
    await bad({ from: '2026-03-10', to: '2026-03-09' }, 'to', M.AUDIT_DATES_ORDER);
    await bad({ from: '10/03/2026' }, 'from', M.FIELD_INVALID);
    await bad({ service: 'tickets' }, 'service', M.FIELD_INVALID);
    await bad({ action: "x'; DROP TABLE audit_log" }, 'action', M.FIELD_INVALID);
    await bad({ after: 'abc' }, 'after', M.FIELD_INVALID);
    await bad({ person: 'x'.repeat(101) }, 'person', M.tooLong(100));
  });
});

describe('getAuditLog: whose lines', () => {
  it("lets the superadmin read every entity's lines, or one entity's", async () => {
    await createCampus(as.adminB, t.fx.entityB, 'Sede de B');
    const all = await trail({ action: 'createCampus' }, as.superadmin);
    expect(new Set(all.rows.map((r) => r.entity?._id))).toEqual(new Set([t.fx.entityA, t.fx.entityB]));
    const onlyB = await trail({ entity_id: t.fx.entityB }, as.superadmin);
    expect(onlyB.rows.length).toBeGreaterThan(0);
    expect(onlyB.rows.every((r) => r.entity?._id === t.fx.entityB)).toBe(true);
  });

  it("never shows an admin another entity's lines: not by naming it, not without an entity, not through a cursor", async () => {
    const before = await t.snapshot();
    expect((await t.call(audit.getAuditLog, { entity_id: t.fx.entityB }, as.adminA)).status).toBe(403);
    expect((await t.call(audit.getAuditLog, {}, as.adminA)).status).toBe(403);
    const own = await trail({ entity_id: t.fx.entityA });
    expect(own.rows.every((r) => r.entity?._id === t.fx.entityA)).toBe(true);
    const [ofB] = (await trail({ entity_id: t.fx.entityB }, as.adminB)).rows;
    expect((await trail({ entity_id: t.fx.entityA, after: ofB._id })).rows).toEqual([]);
    expect(await t.snapshot()).toBe(before);
  });

  it('is for admins: other staff get 403, no token 401', async () => {
    for (const who of ['coordA', 'counterA', 'docenteA', 'studentA'] as const) {
      const token = await t.signIn(t.fx.users[who].email);
      expect((await t.call(audit.getAuditLog, { entity_id: t.fx.entityA }, token)).status, who).toBe(403);
    }
    const adminB2bA = await t.signIn(t.fx.users.adminB2bA.email);
    expect((await t.call(audit.getAuditLog, { entity_id: t.fx.entityA }, adminB2bA)).status).toBe(200);
    expect((await t.call(audit.getAuditLog, { entity_id: t.fx.entityA }, null)).status).toBe(401);
  });
});

describe('getAuditLog behind a trusted proxy', () => {
  let behind: TestApp;
  beforeAll(async () => {
    behind = await startTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(() => behind.close());

  it('records the address the proxy names (TRUST_PROXY=1), as the sign-in limits read it', async () => {
    const token = await behind.signIn(behind.fx.users.adminA.email);
    const res = await behind.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/entities`,
      payload: { fname: 'createCampus', ...campusOf(behind.fx.entityA, 'Sede Proxy') },
      headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': '198.51.100.7' },
    });
    expect(res.statusCode).toBe(200);
    const { rows } = (await behind.call(audit.getAuditLog, { entity_id: behind.fx.entityA, action: campuses.createCampus.name }, token)).body;
    expect(rows[0].ip).toBe('198.51.100.7');
  });
});
