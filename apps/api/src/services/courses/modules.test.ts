import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { courses, type Input, M, materials } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import { tinyPdf } from '../../seed/documents.js';
import { TEMPLATES } from '../../test/fixtures.js';
import { useTestApp } from '../../test/harness.js';
import { png } from '../../test/images.js';

const { t, as } = useTestApp(['adminA', 'coordA', 'counterA']);

const A = () => t.fx.programmes.A;
type NewCourse = Input<typeof courses.createCourse>;
const module = (over: Partial<NewCourse> = {}): NewCourse => ({
  entity_id: t.fx.entityA,
  alias: 'modulo',
  type_of_course: 'children',
  parent_course_id: A().course,
  main_course: A().course,
  name: 'HTML',
  price: { inscription: '', certificate: '', course_price: '120.5' },
  ...over,
});
const modulesOf = async (parent: string) => {
  const res = await t.call(courses.getCourses, { entity_id: t.fx.entityA, parent_course_id: parent, docs: 20 }, as.coordA);
  return res.body.courses;
};
const storedFiles = () => {
  try {
    return readdirSync(join(t.dataDir, 'files'), { recursive: true }).filter((f) => /\.\w+$/.test(String(f))).map(String);
  } catch {
    return [];
  }
};

describe('modules (createCourse / updateCourse with alias modulo)', () => {
  it('adds modules after the existing ones, with a course price only and the programme as main course', async () => {
    const res = await t.call(courses.createCourse, module(), as.adminA);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.course).toMatchObject({
      alias: 'modulo',
      type_of_course: 'children',
      parent_course_id: A().course,
      main_course: A().course,
      category: { _id: A().category, name: 'Tecnología' },
      price: { inscription: '0.00', certificate: '0.00', course_price: '120.50' },
      total_price: '120.50',
      preview: null,
    });
    expect((await modulesOf(A().course)).map((m) => [m.name, m.price.course_price])).toEqual([
      ['Fundamentos', '80.00'],
      ['HTML', '120.50'],
    ]);
    // modules never show in the programme list
    const programmes = await t.call(courses.getCourses, { entity_id: t.fx.entityA, category_id: A().category }, as.adminA);
    expect(programmes.body.courses.map((c) => c.name)).toEqual(['Desarrollo web']);
  });

  it.each([
    [{ name: ' ' }, 'name', M.MODULE_BLANK],
    [{ name: 'm'.repeat(51) }, 'name', M.tooLong(50)],
    [{ parent_course_id: undefined }, 'parent_course_id', M.FIELD_REQUIRED],
    [{ price: { course_price: '1000000' } }, 'price.course_price', M.PRICE_INVALID],
  ])('refuses %j with its message and writes nothing', async (over, field, message) => {
    const before = await t.snapshot();
    const res = await t.call(courses.createCourse, module(over), as.adminA);
    expect(res.status).toBe(400);
    expect(res.body.fields?.[field]).toBe(message);
    expect(await t.snapshot()).toBe(before);
  });

  it('refuses a module under a module (400) or under another entity’s programme (404)', async () => {
    const before = await t.snapshot();
    expect((await t.call(courses.createCourse, module({ parent_course_id: A().module }), as.adminA)).status).toBe(400);
    expect((await t.call(courses.createCourse, module({ parent_course_id: t.fx.programmes.B.course }), as.adminA)).status).toBe(404);
    expect(await t.snapshot()).toBe(before);
  });

  it('edits a module with the module rules, even when the alias is not sent', async () => {
    const blank = await t.call(courses.updateCourse, { course_id: A().module, name: '  ' }, as.adminA);
    expect(blank.body.fields?.name).toBe(M.MODULE_BLANK);
    const res = await t.call(courses.updateCourse, { course_id: A().module, name: 'Fundamentos I', price: { course_price: '90' } }, as.adminA);
    expect(res.body.course).toMatchObject({ name: 'Fundamentos I', price: { course_price: '90.00' }, total_price: '90.00' });
  });

  it('makes the modules of a free programme free, now and when added later', async () => {
    const made = await t.upload(
      courses.createCourse,
      {
        entity_id: t.fx.entityA, category_id: A().category, name: 'Taller', description: 'd', target_audiences: 'a', tags: '["3d"]',
        price: JSON.stringify({ inscription: '10', certificate: '10', course_price: '10' }),
      },
      [{ field: 'preview', name: 'p.png', bytes: await png() }],
      as.adminA,
    );
    const taller = made.body.course._id;
    await t.call(courses.createCourse, module({ parent_course_id: taller, name: 'Pago' }), as.adminA);
    const free = await t.call(courses.updateCourse, { course_id: taller, free: true }, as.adminA);
    expect(free.body.course).toMatchObject({ free: true, total_price: '0.00' });
    expect((await modulesOf(taller)).map((m) => m.price.course_price)).toEqual(['0.00']);
    const later = await t.call(courses.createCourse, module({ parent_course_id: taller, name: 'Luego' }), as.adminA);
    expect(later.body.course).toMatchObject({ price: { course_price: '0.00' }, free: true });
    const edited = await t.call(courses.updateCourse, { course_id: later.body.course._id, price: { course_price: '50' } }, as.adminA);
    expect(edited.body.course).toMatchObject({ price: { course_price: '0.00' } });
  });
});

describe('syllabus (getItems, createItem, updateItem, deleteItem)', () => {
  it('adds, lists in order, renames and deletes items of a module', async () => {
    const created = await t.call(courses.createItem, { entity: t.fx.entityA, course: A().module, main_course: A().course, title: ' Etiquetas ' }, as.adminA);
    expect(created.status).toBe(200);
    const item = created.body.item;
    expect(item).toMatchObject({ title: 'Etiquetas', course: A().module, main_course: A().course });
    const list = await t.call(courses.getItems, { course: A().module }, as.coordA);
    expect(list.body.items.map((i) => i.title)).toEqual(['Introducción', 'Etiquetas']);
    const renamed = await t.call(courses.updateItem, { entity: t.fx.entityA, item: item._id, title: 'Etiquetas HTML' }, as.adminA);
    expect(renamed.body.item).toMatchObject({ _id: item._id, title: 'Etiquetas HTML' });
    expect((await t.call(courses.deleteItem, { entity_id: t.fx.entityA, item: item._id }, as.adminA)).body).toEqual({ ok: true });
    expect(((await t.call(courses.getItems, { course: A().module }, as.adminA)).body.items).map((i) => i.title)).toEqual(['Introducción']);
  });

  it('saves a topic once: two saves at once (a double click) or the same title again give one row and one audit line', async () => {
    const input = { entity: t.fx.entityA, course: A().module, main_course: A().course, title: 'Formularios' };
    const lines = async () =>
      (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log WHERE fname = 'createItem'`))[0].n;
    const before = await lines();
    const [a, b] = await Promise.all([t.call(courses.createItem, input, as.adminA), t.call(courses.createItem, input, as.adminA)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.body.item._id).toBe(a.body.item._id);
    const again = await t.call(courses.createItem, { ...input, title: ' formularios ' }, as.adminA);
    expect(again.body.item).toMatchObject({ _id: a.body.item._id, title: 'Formularios' });
    const titles = (await t.call(courses.getItems, { course: A().module }, as.adminA)).body.items.map((i) => i.title);
    expect(titles.filter((x) => x.toLowerCase() === 'formularios')).toHaveLength(1);
    expect(await lines()).toBe(before + 1);
    // renaming another topic to it is refused with the reason; the same topic may change its case
    const other = (await t.call(courses.createItem, { ...input, title: 'Tablas' }, as.adminA)).body.item;
    const clash = await t.call(courses.updateItem, { entity: t.fx.entityA, item: other._id, title: 'FORMULARIOS' }, as.adminA);
    expect(clash).toMatchObject({ status: 409, body: { message: M.SYLLABUS_ITEM_TAKEN, fields: { title: M.SYLLABUS_ITEM_TAKEN } } });
    const recased = await t.call(courses.updateItem, { entity: t.fx.entityA, item: a.body.item._id, title: 'FORMULARIOS' }, as.adminA);
    expect(recased.body.item.title).toBe('FORMULARIOS');
    // another module may have a topic of the same name
    const elsewhere = await t.call(courses.createItem, { ...input, course: A().course }, as.adminA);
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.body.item._id).not.toBe(a.body.item._id);
    for (const id of [a.body.item._id, other._id, elsewhere.body.item._id])
      await t.call(courses.deleteItem, { entity_id: t.fx.entityA, item: id }, as.adminA);
  });

  it('refuses a blank or long title, writing nothing', async () => {
    const before = await t.snapshot();
    for (const title of ['   ', 't'.repeat(151)]) {
      const res = await t.call(courses.createItem, { entity: t.fx.entityA, course: A().module, title }, as.adminA);
      expect(res.status).toBe(400);
      expect(res.body.fields?.title).toBeTruthy();
    }
    expect((await t.call(courses.updateItem, { entity: t.fx.entityA, item: A().item, title: '' }, as.adminA)).body.fields?.title).toBe(M.FIELD_REQUIRED);
    expect(await t.snapshot()).toBe(before);
  });

  it("refuses another entity's module or item (403/404), counter and coordinador writes (403), no token (401)", async () => {
    const before = await t.snapshot();
    const B = t.fx.programmes.B;
    expect((await t.call(courses.getItems, { course: B.module }, as.adminA)).status).toBe(403);
    expect((await t.call(courses.createItem, { entity: t.fx.entityA, course: B.module, title: 'x' }, as.adminA)).status).toBe(404);
    expect((await t.call(courses.updateItem, { entity: t.fx.entityA, item: B.item, title: 'x' }, as.adminA)).status).toBe(404);
    expect((await t.call(courses.deleteItem, { entity_id: t.fx.entityA, item: B.item }, as.adminA)).status).toBe(404);
    expect((await t.call(courses.getItems, { course: A().module }, as.counterA)).status).toBe(403);
    expect((await t.call(courses.createItem, { entity: t.fx.entityA, course: A().module, title: 'x' }, as.coordA)).status).toBe(403);
    expect((await t.call(courses.deleteItem, { entity_id: t.fx.entityA, item: A().item }, as.coordA)).status).toBe(403);
    expect((await t.call(courses.getItems, { course: A().module })).status).toBe(401);
    expect(await t.snapshot()).toBe(before);
  });
});

describe('deleteCourse', () => {
  it('deletes a programme with its modules, syllabus, practices, materials and certificate, and then their files', async () => {
    const made = await t.upload(
      courses.createCourse,
      { entity_id: t.fx.entityA, name: 'Para borrar', description: 'd', target_audiences: 'a', tags: '["web"]' },
      [{ field: 'preview', name: 'p.png', bytes: await png() }],
      as.adminA,
    );
    const id = made.body.course._id;
    const mod = ((await t.call(courses.createCourse, module({ parent_course_id: id, name: 'M1' }), as.adminA)).body.course)._id;
    await t.call(courses.createItem, { entity: t.fx.entityA, course: mod, title: 'Tema' }, as.adminA);
    await t.call(courses.createQualifiedPractice, { entity: t.fx.entityA, course: id, title: 'P', weight: 1 }, as.adminA);
    const material = await t.upload(
      materials.addMaterials,
      { entity_id: t.fx.entityA, course_id: mod, title: 'Guía', description: 'PDF' },
      [{ field: 'files', name: 'guia.pdf', bytes: tinyPdf('Guía') }],
      as.adminA,
    );
    expect(material.status).toBe(200);
    await t.upload(courses.setCertificateForCourse, { course: id, certificate: TEMPLATES.classic }, [{ field: 'files', name: 'f.png', bytes: await png() }], as.adminA);
    const filesBefore = storedFiles().length;

    expect((await t.call(courses.deleteCourse, { entity_id: t.fx.entityA, course_id: id }, as.adminA)).body).toEqual({ ok: true });
    for (const table of ['courses', 'syllabus_items', 'qualified_practices', 'materials', 'course_certificates']) {
      const column = table === 'courses' ? 'id' : 'course_id';
      const [{ n }] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${column} = ANY($1)`, [[id, mod]]);
      expect(n, table).toBe(0);
    }
    expect(storedFiles().length).toBe(filesBefore - 3);
  });

  it('deletes one module with its syllabus and materials, leaving the programme', async () => {
    expect((await t.call(courses.deleteCourse, { entity_id: t.fx.entityA, course_id: A().module }, as.adminA)).status).toBe(200);
    expect((await modulesOf(A().course)).map((m) => m.name)).toEqual(['HTML']);
    const [{ n }] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM syllabus_items WHERE course_id = $1', [A().module]);
    expect(n).toBe(0);
  });

  it("refuses another entity's course (404), coordinador and counter (403), no token (401), changing nothing", async () => {
    const before = await t.snapshot();
    expect((await t.call(courses.deleteCourse, { entity_id: t.fx.entityA, course_id: t.fx.programmes.B.course }, as.adminA)).status).toBe(404);
    expect((await t.call(courses.deleteCourse, { entity_id: t.fx.entityB, course_id: t.fx.programmes.B.course }, as.adminA)).status).toBe(403);
    for (const token of [as.coordA, as.counterA]) {
      expect((await t.call(courses.deleteCourse, { entity_id: t.fx.entityA, course_id: A().course }, token)).status).toBe(403);
    }
    expect((await t.call(courses.deleteCourse, { entity_id: t.fx.entityA, course_id: A().course })).status).toBe(401);
    expect(await t.snapshot()).toBe(before);
  });
});
