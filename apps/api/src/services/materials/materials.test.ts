import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { M, materials } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import { tinyDocx, tinyMp4, tinyPdf, tinyPptx } from '../../seed/documents.js';
import { useTestApp } from '../../test/harness.js';
import { exe, gif, jpeg } from '../../test/images.js';

const { t, as } = useTestApp(['adminA', 'coordA', 'counterA']);

const fields = (over: Record<string, unknown> = {}) => ({
  entity_id: t.fx.entityA,
  course_id: t.fx.programmes.A.module,
  title: 'Guía de estudio',
  description: 'Lectura de la semana',
  ...over,
});
const storedFiles = () => {
  try {
    return readdirSync(join(t.dataDir, 'files'), { recursive: true }).filter((f) => /\.\w+$/.test(String(f))).map(String);
  } catch {
    return [];
  }
};
const listed = async () => {
  const res = await t.call(materials.getMaterialsByCourse, { course: t.fx.programmes.A.module }, as.adminA);
  expect(res.status).toBe(200);
  return res.body.materials;
};

describe('addMaterials (class materials of a module)', () => {
  it('stores a PDF privately: it opens only through its signed link, typed pdf by its bytes', async () => {
    const res = await t.upload(materials.addMaterials, fields(), [{ field: 'files', name: 'guia.bin', bytes: tinyPdf('Guía', ['Semana 1']) }], as.adminA);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const material = res.body.material;
    expect(material).toMatchObject({
      title: 'Guía de estudio', type: 'pdf', name_file: 'guia.bin', state: 'private', price: '0.00', mime: 'application/pdf',
      category: { _id: t.fx.programmes.A.category, name: 'Tecnología' }, course_id: t.fx.programmes.A.module,
      created_by: { _id: t.fx.users.adminA.id, name: 'adminA' }, entity: { _id: t.fx.entityA, entity_name: 'Entidad A' },
    });
    expect(material.url).toMatch(/^\/files\/private\/materials\/.+\.pdf\?exp=\d+&sig=[\w-]+$/);
    const opened = await t.app.inject({ method: 'GET', url: material.url });
    expect([opened.statusCode, opened.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(opened.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await t.app.inject({ method: 'GET', url: material.url.split('?')[0] })).statusCode).toBe(404);
    const tampered = material.url.replace(/sig=.{4}/, 'sig=AAAA');
    expect((await t.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(404);
  });

  it.each([
    ['an MP4', 'clase.mp4', tinyMp4, 'mp4', 'video/mp4'],
    ['a Word document', 'lectura.docx', () => tinyDocx(['Hola']), 'doc', null],
    ['a slide deck', 'diapositivas.pptx', tinyPptx, 'ppt', null],
    ['a JPEG', 'pizarra.jpg', null, 'image', 'image/jpeg'],
  ] as const)('types %s by its bytes and serves it through a signed link', async (_label, name, make, type, contentType) => {
    const bytes = make ? make() : await jpeg();
    const res = await t.upload(materials.addMaterials, fields({ title: name }), [{ field: 'files', name, bytes }], as.adminA);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const material = res.body.material;
    expect(material.type).toBe(type);
    const opened = await t.app.inject({ method: 'GET', url: material.url });
    expect(opened.statusCode).toBe(200);
    if (contentType) expect(opened.headers['content-type']).toBe(contentType);
    expect(opened.rawPayload.equals(bytes)).toBe(true);
  });

  it('adds a link with its name; a public material keeps its price, a private one is free', async () => {
    const link = await t.call(
      materials.addMaterials,
      fields({ title: 'Documentación', type: 'url', url: 'https://developer.mozilla.org/es/', name_file: 'MDN', state: 'public', price: '150' }),
      as.adminA,
    );
    expect(link.body.material).toMatchObject({ type: 'url', url: 'https://developer.mozilla.org/es/', name_file: 'MDN', state: 'public', price: '150.00' });
    const privateOne = await t.call(
      materials.addMaterials,
      fields({ title: 'Privado', type: 'url', url: 'http://example.org', name_file: 'Ejemplo', price: '150' }),
      as.adminA,
    );
    expect(privateOne.body.material).toMatchObject({ state: 'private', price: '0.00' });
  });

  it('lists the module materials in the order they were added', async () => {
    expect((await listed()).map((m) => m.type)).toEqual(['url', 'pdf', 'mp4', 'doc', 'ppt', 'image', 'url', 'url']);
  });

  it.each([
    ['a blank title', { title: '  ' }, 'title', M.MATERIAL_CREATE_BLANK],
    ['a blank description', { description: ' ' }, 'description', M.MATERIAL_CREATE_BLANK],
    ['a title over 80', { title: 't'.repeat(81) }, 'title', M.tooLong(80)],
    ['a description over 400', { description: 'd'.repeat(401) }, 'description', M.tooLong(400)],
    ['no file', {}, 'files', M.MATERIAL_NO_FILE],
    ['a link that is not http(s)', { type: 'url', url: 'javascript:alert(1)', name_file: 'x' }, 'url', M.URL_INVALID],
    ['a link without a name', { type: 'url', url: 'https://a.pe', name_file: ' ' }, 'name_file', M.MATERIAL_CREATE_BLANK],
    ['a price with letters', { type: 'url', url: 'https://a.pe', name_file: 'x', price: '12a' }, 'price', M.DIGITS_ONLY],
    ['a price of 6 digits', { type: 'url', url: 'https://a.pe', name_file: 'x', price: '123456' }, 'price', M.PRICE_INVALID],
    ['neither a course nor a category', { course_id: undefined, type: 'url', url: 'https://a.pe', name_file: 'x' }, 'category_id', M.FIELD_REQUIRED],
  ])('refuses %s with its message and writes nothing', async (_label, over, field, message) => {
    const before = await t.snapshot();
    const res = await t.call(materials.addMaterials, fields(over), as.adminA);
    expect(res.status).toBe(400);
    expect(res.body.fields?.[field], JSON.stringify(res.body)).toBe(message);
    expect(await t.snapshot()).toBe(before);
  });

  it.each([
    ['an executable', 'programa.pdf', exe],
    ['a GIF', 'animado.gif', gif],
    ['plain text', 'notas.txt', () => Buffer.from('solo texto')],
  ])('refuses %s (415), storing nothing', async (_label, name, make) => {
    const before = await t.snapshot();
    const files = storedFiles().length;
    const res = await t.upload(materials.addMaterials, fields(), [{ field: 'files', name, bytes: await make() }], as.adminA);
    expect(res).toEqual({ status: 415, body: { code: 'BAD_FILE_TYPE', message: M.MATERIAL_FILE_TYPES } });
    expect(await t.snapshot()).toBe(before);
    expect(storedFiles().length).toBe(files);
  });

  it("refuses another entity's module (404 / 403), coordinador and counter (403), no token (401), changing nothing", async () => {
    const before = await t.snapshot();
    const files = storedFiles().length;
    const B = t.fx.programmes.B;
    const pdf = [{ field: 'files', name: 'g.pdf', bytes: tinyPdf('x') }];
    expect((await t.upload(materials.addMaterials, fields({ course_id: B.module }), pdf, as.adminA)).status).toBe(404);
    expect((await t.upload(materials.addMaterials, fields({ category_id: B.category }), pdf, as.adminA)).status).toBe(404);
    expect((await t.upload(materials.addMaterials, fields({ entity_id: t.fx.entityB, course_id: B.module }), pdf, as.adminA)).status).toBe(403);
    expect((await t.call(materials.getMaterialsByCourse, { course: B.module }, as.adminA)).status).toBe(403);
    for (const token of [as.coordA, as.counterA]) {
      expect((await t.upload(materials.addMaterials, fields(), pdf, token)).status).toBe(403);
      expect((await t.call(materials.getMaterialsByCourse, { course: t.fx.programmes.A.module }, token)).status).toBe(403);
    }
    expect((await t.upload(materials.addMaterials, fields(), pdf, null)).status).toBe(401);
    expect((await t.call(materials.getMaterialsByCourse, { course: t.fx.programmes.A.module })).status).toBe(401);
    expect(await t.snapshot()).toBe(before);
    expect(storedFiles().length).toBe(files);
  });

  it('is closed while the entity has the materials service off (403)', async () => {
    await t.db.query(`UPDATE entities SET permissions = '{"services": {"materials": false}}' WHERE id = $1`, [t.fx.entityA]);
    try {
      expect((await t.call(materials.getMaterialsByCourse, { course: t.fx.programmes.A.module }, as.adminA)).status).toBe(403);
    } finally {
      await t.db.query(`UPDATE entities SET permissions = '{}' WHERE id = $1`, [t.fx.entityA]);
    }
  });
});
