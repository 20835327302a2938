import { courses, entities, M } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';

const { t, as } = useTestApp(['adminA', 'adminB2bA', 'coordA', 'counterA']);

const categoriesOf = async (token: string, query?: unknown) => {
  const res = await t.call(courses.getCategories, { entity_id: t.fx.entityA, ...(query ? { query } : {}) }, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.categories;
};

describe('getCategories', () => {
  it('lists the built-in category first, then by name, each with its programme count (modules not counted)', async () => {
    const list = await categoriesOf(as.coordA);
    expect(list.map((c) => [c.name, c.totalCourses, c.is_builtin])).toEqual([
      // the evaluations fixture's programme 'Matemática' (test/fixtures.ts)
      ['General', 1, true],
      ['Tecnología', 1, false],
      ['Vacía', 0, false],
    ]);
  });

  it('searches by part of the name, in any case, and answers an empty list when none matches', async () => {
    expect((await categoriesOf(as.adminA, { field: 'name', search: 'TEC' })).map((c) => c.name)).toEqual(['Tecnología']);
    expect(await categoriesOf(as.adminA, { field: 'name', search: 'zzz' })).toEqual([]);
  });

  it('refuses counter (403), another entity (403) and no token (401)', async () => {
    expect((await t.call(courses.getCategories, { entity_id: t.fx.entityA }, as.counterA)).status).toBe(403);
    expect((await t.call(courses.getCategories, { entity_id: t.fx.entityB }, as.adminA)).status).toBe(403);
    expect((await t.call(courses.getCategories, { entity_id: t.fx.entityA })).status).toBe(401);
  });

  it('is closed while the entity has the courses service off (403)', async () => {
    await t.db.query(`UPDATE entities SET permissions = '{"services": {"courses": false}}' WHERE id = $1`, [t.fx.entityA]);
    try {
      expect((await t.call(courses.getCategories, { entity_id: t.fx.entityA }, as.adminA)).status).toBe(403);
    } finally {
      await t.db.query(`UPDATE entities SET permissions = '{}' WHERE id = $1`, [t.fx.entityA]);
    }
  });
});

describe('the built-in category', () => {
  it('exists in every entity, however the entity was created', async () => {
    const [plain] = await t.db.query<{ id: string }>(`INSERT INTO entities (entity_name) VALUES ('Por SQL') RETURNING id`);
    const root = await t.signIn(t.fx.users.superadmin.email);
    const created = await t.call(entities.createEntity, { entity_name: 'Por la API' }, root);
    for (const id of [plain.id, created.body.entity._id]) {
      const list = await t.call(courses.getCategories, { entity_id: id }, root);
      expect(list.body.categories).toEqual([expect.objectContaining({ name: 'General', is_builtin: true, totalCourses: 0 })]);
    }
  });
});

describe('createCategory and updateCategory', () => {
  it('creates a category that is listed with no courses, and renames it', async () => {
    const res = await t.call(courses.createCategory, { entity_id: t.fx.entityA, name: ' Diseño ', description: 'Gráfico y UX' }, as.adminB2bA);
    expect(res.status).toBe(200);
    const category = res.body.category;
    expect(category).toMatchObject({ name: 'Diseño', description: 'Gráfico y UX', totalCourses: 0, is_builtin: false });
    expect((await categoriesOf(as.adminA)).map((c) => c.name)).toContain('Diseño');
    const renamed = await t.call(
      courses.updateCategory,
      { entity_id: t.fx.entityA, category_id: category._id, name: 'Diseño digital' },
      as.adminA,
    );
    expect(renamed.body.category).toMatchObject({ _id: category._id, name: 'Diseño digital', description: 'Gráfico y UX' });
  });

  it.each([
    [{ name: '   ', description: 'x' }, 'name', M.CATEGORY_BLANK],
    [{ name: 'x', description: '  ' }, 'description', M.CATEGORY_BLANK],
    [{ description: 'x' }, 'name', M.CATEGORY_BLANK],
    [{ name: 'n'.repeat(51), description: 'x' }, 'name', M.tooLong(50)],
    [{ name: 'x', description: 'd'.repeat(401) }, 'description', M.tooLong(400)],
  ])('refuses %j with its message and writes nothing', async (input, field, message) => {
    const before = await t.snapshot();
    const res = await t.callRaw(courses.createCategory, { entity_id: t.fx.entityA, ...input }, as.adminA);
    expect(res.status).toBe(400);
    expect(res.body.fields?.[field]).toBe(message);
    expect(await t.snapshot()).toBe(before);
  });

  it('answers 409 for a name the entity already uses, in any case, and lets another entity use it', async () => {
    const before = await t.snapshot();
    const dup = await t.call(courses.createCategory, { entity_id: t.fx.entityA, name: 'TECNOLOGÍA', description: 'x' }, as.adminA);
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({ code: 'CONFLICT', message: M.CATEGORY_NAME_TAKEN });
    const rename = await t.call(
      courses.updateCategory,
      { entity_id: t.fx.entityA, category_id: t.fx.programmes.A.spareCategory, name: 'tecnología' },
      as.adminA,
    );
    expect(rename.status).toBe(409);
    expect(await t.snapshot()).toBe(before);
    const adminB = await t.signIn(t.fx.users.adminB.email);
    expect((await t.call(courses.createCategory, { entity_id: t.fx.entityB, name: 'Diseño', description: 'x' }, adminB)).status).toBe(200);
  });

  it("answers 404 for another entity's category named with one's own entity, and 403 to coordinador and counter", async () => {
    const before = await t.snapshot();
    const res = await t.call(
      courses.updateCategory,
      { entity_id: t.fx.entityA, category_id: t.fx.programmes.B.category, name: 'Tomada' },
      as.adminA,
    );
    expect(res.status).toBe(404);
    for (const token of [as.coordA, as.counterA]) {
      expect((await t.call(courses.createCategory, { entity_id: t.fx.entityA, name: 'No', description: 'No' }, token)).status).toBe(403);
    }
    expect((await t.call(courses.createCategory, { entity_id: t.fx.entityA, name: 'No', description: 'No' })).status).toBe(401);
    expect(await t.snapshot()).toBe(before);
  });
});

describe('deleteCategory', () => {
  it('deletes an empty category', async () => {
    const created = await t.call(courses.createCategory, { entity_id: t.fx.entityA, name: 'Temporal', description: 'x' }, as.adminA);
    const id = created.body.category._id;
    expect((await t.call(courses.deleteCategory, { entity_id: t.fx.entityA, category_id: id }, as.adminA)).body).toEqual({ ok: true });
    expect((await categoriesOf(as.adminA)).map((c) => c._id)).not.toContain(id);
  });

  it('refuses the built-in category and a category that holds courses (409, in Spanish), changing nothing', async () => {
    const before = await t.snapshot();
    const builtin = await t.call(
      courses.deleteCategory,
      { entity_id: t.fx.entityA, category_id: t.fx.programmes.A.builtinCategory },
      as.adminA,
    );
    expect(builtin).toEqual({ status: 409, body: { code: 'CONFLICT', message: M.CATEGORY_BUILTIN_LOCKED } });
    const holding = await t.call(courses.deleteCategory, { entity_id: t.fx.entityA, category_id: t.fx.programmes.A.category }, as.adminA);
    expect(holding).toEqual({ status: 409, body: { code: 'CONFLICT', message: M.CATEGORY_HAS_COURSES } });
    expect(await t.snapshot()).toBe(before);
  });

  it("refuses another entity's category (404), coordinador (403) and no token (401), changing nothing", async () => {
    const before = await t.snapshot();
    const spareB = { entity_id: t.fx.entityA, category_id: t.fx.programmes.B.spareCategory };
    expect((await t.call(courses.deleteCategory, spareB, as.adminA)).status).toBe(404);
    const spareA = { entity_id: t.fx.entityA, category_id: t.fx.programmes.A.spareCategory };
    expect((await t.call(courses.deleteCategory, spareA, as.coordA)).status).toBe(403);
    expect((await t.call(courses.deleteCategory, spareA)).status).toBe(401);
    expect(await t.snapshot()).toBe(before);
  });
});
