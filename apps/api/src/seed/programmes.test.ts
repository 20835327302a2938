import { courses, materials, MATERIAL_TYPES } from '@edu/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/harness.js';
import { demoEntityId, seedDemo } from './seed-test-kit.js';
import { DEMO_PASSWORD, seedPlatform } from './platform.js';

const { t } = useTestApp();
let seconds: number;
beforeAll(async () => {
  const started = performance.now();
  await seedDemo(t, [seedPlatform]);
  seconds = (performance.now() - started) / 1000;
});

describe('demo programmes', () => {
  it('load in a few seconds (about 1.5 s for the whole demo platform here)', () => {
    expect(seconds).toBeLessThan(6);
  });

  it('give Colegio Andino categories with programmes, covers, modules, syllabus, practices, materials of every type and a certificate', async () => {
    const token = await t.signIn('admin@colegioandino.edu.pe', DEMO_PASSWORD);
    const entity = await demoEntityId(t);
    const categories = (await t.call(courses.getCategories, { entity_id: entity }, token)).body.categories;
    expect(categories.map((c) => [c.name, c.totalCourses])).toEqual([
      ['General', 0], ['Diseño', 2], ['Gestión', 1], ['Idiomas', 0], ['Tecnología', 2],
    ]);
    const list = await t.call(courses.getCourses, { entity_id: entity, docs: 900 }, token);
    const programmes = list.body.courses;
    expect(programmes).toHaveLength(5);
    const web = programmes.find((c) => c.name === 'Desarrollo Web Full Stack')!;
    expect(web.total_price).toBe('1400.00');
    expect((await t.app.inject({ method: 'GET', url: web.preview! })).headers['content-type']).toBe('image/jpeg');
    const modules = (await t.call(courses.getCourses, { entity_id: entity, parent_course_id: web._id }, token)).body.courses;
    expect(modules.map((m) => m.name)).toEqual(['HTML y CSS', 'JavaScript moderno', 'Node.js y bases de datos']);
    expect(((await t.call(courses.getItems, { course: modules[0]._id }, token)).body.items).length).toBe(4);
    const found = (await t.call(materials.getMaterialsByCourse, { course: modules[0]._id }, token)).body.materials;
    expect(new Set(found.map((m) => m.type))).toEqual(new Set(MATERIAL_TYPES));
    for (const m of found.filter((x) => x.type !== 'url')) expect((await t.app.inject({ method: 'GET', url: m.url })).statusCode).toBe(200);
    const practices = (await t.call(courses.getQualifiedPractices, { entity, parent_course: web._id }, token)).body.qualifiedPractices;
    expect(practices.map((p) => p.porcent)).toEqual(['25%', '25%', '50%']);
    const templates = (await t.call(courses.getCertificatesTemplates, { entity, course: web._id }, token)).body.certificates;
    const selected = templates.find((c) => c.selected);
    expect(selected?.resources.every((r) => r.url)).toBe(true);
  });

  it('give Instituto Pacífico its own category and programme', async () => {
    const token = await t.signIn('admin@institutopacifico.edu.pe', DEMO_PASSWORD);
    const entity = await demoEntityId(t, 'Instituto Pacífico');
    const categories = (await t.call(courses.getCategories, { entity_id: entity }, token)).body.categories;
    expect(categories.map((c) => [c.name, c.totalCourses])).toEqual([['General', 0], ['Diplomados', 1]]);
  });
});
