import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { COURSE_ALIASES, courses, M } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { exe, gif, jpeg, png } from '../../test/images.js';

const { t, as } = useTestApp(['adminA', 'coordA', 'counterA']);

const storedFiles = () => {
  try {
    return readdirSync(join(t.dataDir, 'files'), { recursive: true }).filter((f) => /\.\w+$/.test(String(f))).map(String);
  } catch {
    return [];
  }
};

const programme = (over: Record<string, unknown> = {}) => ({
  entity_id: t.fx.entityA,
  category_id: t.fx.programmes.A.category,
  alias: 'programa',
  name: 'Diseño UX',
  description: 'Investigación y prototipos',
  target_audiences: 'Diseñadores',
  tags: JSON.stringify(['web', 'app']),
  price: JSON.stringify({ inscription: '50', certificate: '25.5', course_price: '400' }),
  ...over,
});
const cover = async () => [{ field: 'preview', name: 'portada.png', bytes: await png() }];

describe('createCourse (programme)', () => {
  it('creates a programme with its cover, exact prices and their sum, and lists it in its category', async () => {
    const res = await t.upload(courses.createCourse, programme(), await cover(), as.adminA);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const course = res.body.course;
    expect(course).toMatchObject({
      name: 'Diseño UX',
      alias: COURSE_ALIASES.main,
      type_of_course: 'main',
      tags: ['web', 'app'],
      category: { _id: t.fx.programmes.A.category, name: 'Tecnología' },
      price: { inscription: '50.00', certificate: '25.50', course_price: '400.00' },
      total_price: '475.50',
      free: false,
      parent_course_id: null,
    });
    expect(course.preview).toMatch(/^\/files\/public\/courses\/.+\.png$/);
    expect((await t.app.inject({ method: 'GET', url: course.preview as string })).headers['content-type']).toBe('image/png');
    const list = await t.call(courses.getCourses, { entity_id: t.fx.entityA, category_id: t.fx.programmes.A.category }, as.coordA);
    expect(list.body.courses.map((c) => c.name)).toEqual(['Desarrollo web', 'Diseño UX']);
  });

  it("keeps money exact: '0.10' + '0.20' is '0.30'", async () => {
    const res = await t.upload(
      courses.createCourse,
      programme({ name: 'Céntimos', price: JSON.stringify({ inscription: '0.1', certificate: '0.2', course_price: '' }) }),
      await cover(),
      as.adminA,
    );
    expect(res.body.course).toMatchObject({ price: { inscription: '0.10', certificate: '0.20', course_price: '0.00' }, total_price: '0.30' });
  });

  it('makes every price 0 with the free switch, and puts a programme with no category in the built-in one', async () => {
    const res = await t.upload(courses.createCourse, programme({ name: 'Gratuito', free: 'true', category_id: undefined }), await cover(), as.adminA);
    expect(res.body.course).toMatchObject({
      price: { inscription: '0.00', certificate: '0.00', course_price: '0.00' },
      total_price: '0.00',
      free: true,
      category: { _id: t.fx.programmes.A.builtinCategory, name: 'General' },
    });
  });

  it.each([
    ['a blank name', { name: '  ' }, 'name', M.COURSE_BLANK],
    ['a blank description', { description: ' ' }, 'description', M.COURSE_BLANK],
    ['a blank audience', { target_audiences: '' }, 'target_audiences', M.COURSE_BLANK],
    ['no tags', { tags: undefined }, 'tags', M.COURSE_TAGS_REQUIRED],
    ['an empty tag list', { tags: '[]' }, 'tags', M.COURSE_TAGS_REQUIRED],
    ['a tag not offered', { tags: '["vr"]' }, 'tags.0', M.COURSE_TAGS_REQUIRED],
    ['a name over 80', { name: 'n'.repeat(81) }, 'name', M.tooLong(80)],
    ['a description over 400', { description: 'd'.repeat(401) }, 'description', M.tooLong(400)],
    ['a price of 6 characters', { price: '{"inscription":"123456"}' }, 'price.inscription', M.PRICE_INVALID],
    ['a price that is not a number', { price: '{"course_price":"abc"}' }, 'price.course_price', M.PRICE_INVALID],
  ])('refuses %s with its message, storing nothing', async (_label, over, field, message) => {
    const before = await t.snapshot();
    const files = storedFiles().length;
    const res = await t.upload(courses.createCourse, programme(over), await cover(), as.adminA);
    expect(res.status).toBe(400);
    expect(res.body.fields?.[field], JSON.stringify(res.body)).toBe(message);
    expect(await t.snapshot()).toBe(before);
    expect(storedFiles().length).toBe(files);
  });

  it('requires the cover photo', async () => {
    const before = await t.snapshot();
    const res = await t.upload(courses.createCourse, programme(), [], as.adminA);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: M.COURSE_PHOTO_REQUIRED, fields: { preview: M.COURSE_PHOTO_REQUIRED } });
    expect(await t.snapshot()).toBe(before);
  });

  it.each([
    ['a GIF', 'portada.gif', gif],
    ['an .exe renamed .jpg', 'portada.jpg', async () => exe()],
  ])('refuses %s as a cover by its bytes (415), storing nothing', async (_label, name, bytes) => {
    const before = await t.snapshot();
    const files = storedFiles().length;
    const res = await t.upload(courses.createCourse, programme(), [{ field: 'preview', name, bytes: await bytes() }], as.adminA);
    expect(res).toEqual({ status: 415, body: { code: 'BAD_FILE_TYPE', message: M.IMAGE_FORMAT_INVALID } });
    expect(await t.snapshot()).toBe(before);
    expect(storedFiles().length).toBe(files);
  });

  it("refuses another entity's category (404), coordinador and counter (403), no token (401)", async () => {
    const before = await t.snapshot();
    expect((await t.upload(courses.createCourse, programme({ category_id: t.fx.programmes.B.category }), await cover(), as.adminA)).status).toBe(404);
    expect((await t.upload(courses.createCourse, programme(), await cover(), as.coordA)).status).toBe(403);
    expect((await t.upload(courses.createCourse, programme(), await cover(), as.counterA)).status).toBe(403);
    expect((await t.upload(courses.createCourse, programme(), await cover(), null)).status).toBe(401);
    expect(await t.snapshot()).toBe(before);
  });
});

describe('getCourses', () => {
  it('pages the programmes of the entity (never modules) with the pagination block', async () => {
    const first = await t.call(courses.getCourses, { entity_id: t.fx.entityA, page: 1, docs: 3 }, as.coordA);
    expect(first.status).toBe(200);
    expect(first.body.pagination).toEqual({
      actualPage: 1, hasNextPage: true, hasPrevPage: false, itemCount: 3, nextPage: 2, total: 5, totalPages: 2,
    });
    const second = await t.call(courses.getCourses, { entity_id: t.fx.entityA, page: 2, docs: 3 }, as.coordA);
    expect(second.body.pagination).toMatchObject({ actualPage: 2, hasNextPage: false, hasPrevPage: true, itemCount: 2, nextPage: null });
    const names = [...first.body.courses, ...(second.body.courses)].map((c) => c.name);
    // 'Matemática' is the evaluations fixture's programme (test/fixtures.ts)
    expect(names).toEqual(['Desarrollo web', 'Matemática', 'Diseño UX', 'Céntimos', 'Gratuito']);
    expect(second.body.courses.every((c) => c.alias === 'programa')).toBe(true);
  });

  it('searches by name and takes up to 900 per page', async () => {
    const res = await t.call(courses.getCourses, { entity_id: t.fx.entityA, docs: 900, query: { field: 'name', search: 'diseño' } }, as.adminA);
    expect(res.body.courses.map((c) => c.name)).toEqual(['Diseño UX']);
    expect((await t.call(courses.getCourses, { entity_id: t.fx.entityA, docs: 901 }, as.adminA)).status).toBe(400);
  });

  it('refuses counter (403), another entity (403) and no token (401)', async () => {
    expect((await t.call(courses.getCourses, { entity_id: t.fx.entityA }, as.counterA)).status).toBe(403);
    expect((await t.call(courses.getCourses, { entity_id: t.fx.entityB }, as.coordA)).status).toBe(403);
    expect((await t.call(courses.getCourses, { entity_id: t.fx.entityA })).status).toBe(401);
  });
});

describe('updateCourse', () => {
  it('changes what is sent, replaces the cover and removes the old one from storage', async () => {
    const created = await t.upload(courses.createCourse, programme({ name: 'Para editar' }), await cover(), as.adminA);
    const course = created.body.course;
    const oldFile = (course.preview as string).split('/').pop() as string;
    const res = await t.upload(
      courses.updateCourse,
      { course_id: course._id, name: 'Editado', price: JSON.stringify({ inscription: 10, certificate: 0.05, course_price: '99999' }) },
      [{ field: 'preview', name: 'nueva.jpg', bytes: await jpeg() }],
      as.adminA,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.course).toMatchObject({
      name: 'Editado',
      description: 'Investigación y prototipos',
      price: { inscription: '10.00', certificate: '0.05', course_price: '99999.00' },
      total_price: '100009.05',
    });
    expect(res.body.course.preview).toMatch(/\.jpg$/);
    expect(storedFiles().some((f) => f.endsWith(oldFile))).toBe(false);
  });

  it('applies the programme rules on an edit and refuses an alias change', async () => {
    const before = await t.snapshot();
    const id = t.fx.programmes.A.course;
    const blank = await t.call(courses.updateCourse, { course_id: id, description: '   ' }, as.adminA);
    expect(blank.body.fields?.description).toBe(M.COURSE_BLANK);
    const noTags = await t.call(courses.updateCourse, { course_id: id, tags: [] }, as.adminA);
    expect(noTags.body.fields?.tags).toBe(M.COURSE_TAGS_REQUIRED);
    const alias = await t.call(courses.updateCourse, { course_id: id, alias: 'modulo', name: 'x' }, as.adminA);
    expect(alias.status).toBe(400);
    expect(await t.snapshot()).toBe(before);
  });

  it("refuses another entity's course (403), coordinador (403) and no token (401), changing nothing", async () => {
    const before = await t.snapshot();
    expect((await t.call(courses.updateCourse, { course_id: t.fx.programmes.B.course, name: 'Tomado' }, as.adminA)).status).toBe(403);
    const mixed = { course_id: t.fx.programmes.B.course, entity_id: t.fx.entityA, name: 'Tomado' };
    expect((await t.call(courses.updateCourse, mixed, as.adminA)).status).toBe(403);
    expect((await t.call(courses.updateCourse, { course_id: t.fx.programmes.A.course, name: 'x' }, as.coordA)).status).toBe(403);
    expect((await t.call(courses.updateCourse, { course_id: t.fx.programmes.A.course, name: 'x' })).status).toBe(401);
    expect(await t.snapshot()).toBe(before);
  });
});
