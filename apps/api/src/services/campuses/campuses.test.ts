// 'Lista de Sedes' (02 §2.8, §5): getCampus, createCampus, updateCampus, deleteCampus.
import { campuses, COUNTRIES, type Input, M, regionsOf } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';

const { t, as } = useTestApp(['adminA', 'adminB2bA', 'coordA', 'counterA']);

const campusesOf = async (input: Record<string, unknown> = {}, token = as.adminA) => {
  const res = await t.call(campuses.getCampus, { entity: t.fx.entityA, ...input }, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
type CampusForm = Input<typeof campuses.createCampus>;
const form = (over: Partial<CampusForm> = {}): CampusForm => ({
  entity: t.fx.entityA, name: 'Sede Cusco', country: 'Perú', department: 'Cusco', address: 'Av. El Sol 100', ...over,
});
const edit = (campus: string, over: Partial<CampusForm> = {}) => ({ ...form(over), campus });

describe('createCampus', () => {
  it('creates a campus in a country and one of its departments, and lists it after the older ones', async () => {
    const res = await t.call(campuses.createCampus, form(), as.adminA);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.campus).toMatchObject({ name: 'Sede Cusco', country: 'Perú', department: 'Cusco', address: 'Av. El Sol 100', entity: t.fx.entityA });
    const made = await t.call(campuses.createCampus, form({ name: 'Sede Santiago', country: 'Chile', department: 'Metropolitana de Santiago' }), as.adminB2bA);
    expect(made.status).toBe(200);
    expect((await campusesOf()).campus.map((c) => c.name)).toEqual(['Sede Central', 'Sede Cusco', 'Sede Santiago']);
  });

  it('accepts every department of each of the ten countries', () => {
    for (const country of COUNTRIES) {
      for (const department of regionsOf(country.name)) {
        expect(campuses.campusForm.safeParse({ name: 'x', address: 'y', country: country.name, department }).success).toBe(true);
      }
    }
  });

  it.each([
    ['a blank name', { name: '   ' }, 'name', M.CAMPUS_BLANK],
    ['a blank address', { address: ' ' }, 'address', M.CAMPUS_BLANK],
    ['a name over 50', { name: 'n'.repeat(51) }, 'name', M.tooLong(50)],
    ['a country off the list', { country: 'España', department: 'Madrid' }, 'country', M.CAMPUS_COUNTRY_INVALID],
    ["another country's department", { country: 'Perú', department: 'Antioquia' }, 'department', M.CAMPUS_DEPARTMENT_INVALID],
    ['no department', { department: undefined }, 'department', M.CAMPUS_DEPARTMENT_INVALID],
  ])('refuses %s with its message and writes nothing', async (_label, over, field, message) => {
    const before = await t.snapshot();
    const res = await t.call(campuses.createCampus, form(over), as.adminA);
    expect(res.status).toBe(400);
    expect(res.body.fields?.[field], JSON.stringify(res.body)).toBe(message);
    expect(await t.snapshot()).toBe(before);
  });

  it('refuses a second campus with the same name in the entity (409), any case', async () => {
    const before = await t.snapshot();
    const res = await t.call(campuses.createCampus, form({ name: 'sede cusco' }), as.adminA);
    expect(res).toMatchObject({ status: 409, body: { code: 'CONFLICT', message: M.CAMPUS_NAME_TAKEN } });
    expect(await t.snapshot()).toBe(before);
  });

  it('refuses a coordinador and a counter (403), another entity (403), no token (401)', async () => {
    const before = await t.snapshot();
    for (const token of [as.coordA, as.counterA]) expect((await t.call(campuses.createCampus, form({ name: 'Otra' }), token)).status).toBe(403);
    expect((await t.call(campuses.createCampus, form({ entity: t.fx.entityB }), as.adminA)).status).toBe(403);
    expect((await t.call(campuses.createCampus, form())).status).toBe(401);
    expect(await t.snapshot()).toBe(before);
  });
});

describe('getCampus', () => {
  it('lets the coordinador read the campuses (scheduled courses take place at one)', async () => {
    expect((await campusesOf({}, as.coordA)).campus).toHaveLength(3);
  });

  it('pages by 10 by default (up to 100 for the pickers) and searches by part of the name', async () => {
    for (let i = 1; i <= 9; i++) {
      await t.call(campuses.createCampus, form({ name: `Anexo ${i}`, country: 'Bolivia', department: 'La Paz' }), as.adminA);
    }
    const first = await campusesOf();
    expect(first.campus).toHaveLength(10);
    expect(first.pagination).toEqual({ actualPage: 1, hasNextPage: true, hasPrevPage: false, itemCount: 10, nextPage: 2, total: 12, totalPages: 2 });
    expect((await campusesOf({ page: 2 })).campus.map((c) => c.name)).toEqual(['Anexo 8', 'Anexo 9']);
    expect((await campusesOf({ page: 1, docs: 100 })).campus).toHaveLength(12);
    expect((await campusesOf({ query: { field: 'name', search: 'ANEXO 1' } })).campus.map((c) => c.name)).toEqual(['Anexo 1']);
    expect((await campusesOf({ query: JSON.stringify({ field: 'name', search: 'cusco' }) })).campus).toHaveLength(1);
  });

  it('refuses a counter (403), another entity (403), no token (401)', async () => {
    expect((await t.call(campuses.getCampus, { entity: t.fx.entityA }, as.counterA)).status).toBe(403);
    expect((await t.call(campuses.getCampus, { entity: t.fx.entityB }, as.coordA)).status).toBe(403);
    expect((await t.call(campuses.getCampus, { entity: t.fx.entityA })).status).toBe(401);
    expect((await t.call(campuses.getCampus, { entity: t.fx.entityA, docs: 101 }, as.adminA)).status).toBe(400);
  });
});

describe('updateCampus', () => {
  it('changes every field; the department must belong to the new country', async () => {
    const id = t.fx.resources.A.campus;
    const res = await t.call(
      campuses.updateCampus,
      edit(id, { name: 'Sede Central Arequipa', country: 'Perú', department: 'Arequipa', address: 'Calle Mercaderes 200' }),
      as.adminA,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.campus).toMatchObject({ _id: id, name: 'Sede Central Arequipa', department: 'Arequipa', address: 'Calle Mercaderes 200' });
    const bad = await t.call(campuses.updateCampus, edit(id, { country: 'Uruguay', department: 'Arequipa' }), as.adminA);
    expect(bad.body.fields?.department).toBe(M.CAMPUS_DEPARTMENT_INVALID);
  });

  it.each([
    ['a blank name', { name: ' ' }, 'name', M.CAMPUS_BLANK],
    ['a blank address', { address: '' }, 'address', M.CAMPUS_BLANK],
  ])('refuses %s with its message', async (_label, over, field, message) => {
    const before = await t.snapshot();
    const res = await t.call(campuses.updateCampus, edit(t.fx.resources.A.campus, over), as.adminA);
    expect(res.body.fields?.[field]).toBe(message);
    expect(await t.snapshot()).toBe(before);
  });

  it('refuses the name of another campus of the entity (409)', async () => {
    const res = await t.call(campuses.updateCampus, edit(t.fx.resources.A.campus, { name: 'SEDE SANTIAGO' }), as.adminA);
    expect(res.status).toBe(409);
  });

  it("answers 404 for another entity's campus named under one's own, 403 otherwise, and changes nothing", async () => {
    const before = await t.snapshot();
    const B = t.fx.resources.B.campus;
    expect((await t.call(campuses.updateCampus, edit(B), as.adminA)).status).toBe(404);
    expect((await t.call(campuses.updateCampus, edit(B, { entity: t.fx.entityB }), as.adminA)).status).toBe(403);
    expect((await t.call(campuses.updateCampus, edit(t.fx.resources.A.campus), as.coordA)).status).toBe(403);
    expect((await t.call(campuses.updateCampus, edit(t.fx.resources.A.campus))).status).toBe(401);
    expect(await t.snapshot()).toBe(before);
  });
});

describe('deleteCampus', () => {
  it("refuses another entity's campus (403), a coordinador (403), no token (401), changing nothing", async () => {
    const before = await t.snapshot();
    expect((await t.call(campuses.deleteCampus, { campus: t.fx.resources.B.campus }, as.adminA)).status).toBe(403);
    expect((await t.call(campuses.deleteCampus, { campus: t.fx.resources.A.campus }, as.coordA)).status).toBe(403);
    expect((await t.call(campuses.deleteCampus, { campus: t.fx.resources.A.campus })).status).toBe(401);
    expect((await t.call(campuses.deleteCampus, { campus: 'nope' }, as.adminA)).status).toBe(400);
    expect(await t.snapshot()).toBe(before);
  });

  it('deletes a campus of the entity; a second time it is gone (403: no such record to name)', async () => {
    const id = t.fx.resources.A.campus;
    expect((await t.call(campuses.deleteCampus, { campus: id }, as.adminB2bA)).body).toEqual({ ok: true });
    expect((await campusesOf({ docs: 100 })).campus.map((c) => c._id)).not.toContain(id);
    expect((await t.call(campuses.deleteCampus, { campus: id }, as.adminA)).status).toBe(403);
  });
});
