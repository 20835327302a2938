// The repository (02 §2.6): getMaterial_byEntity, addMaterials without a course, editMaterial, deleteMaterial.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type Input, M, materials } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import { tinyDocx, tinyMp4, tinyPdf } from '../../seed/documents.js';
import { useTestApp } from '../../test/harness.js';
import { exe, jpeg } from '../../test/images.js';

const { t, as } = useTestApp(['adminA', 'adminB2bA', 'coordA', 'counterA']);

const A = () => t.fx.programmes.A;
const repository = async (input: Record<string, unknown> = {}, token = as.adminA) => {
  const res = await t.call(materials.getMaterial_byEntity, { entity_id: t.fx.entityA, ...input }, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
const add = (fields: Record<string, unknown>, files: { field: string; name: string; bytes: Buffer }[] = [], token = as.adminA) =>
  t.upload(materials.addMaterials, { entity_id: t.fx.entityA, category_id: A().category, description: 'Del repositorio', ...fields }, files, token);
const fileOf = async (id: string) =>
  (await t.db.query<{ file_key: string | null }>('SELECT file_key FROM materials WHERE id = $1', [id]))[0]?.file_key ?? null;
const stored = (key: string) => existsSync(join(t.dataDir, 'files', key));
const editForm = { title: 'Título', description: 'Descripción' };
const edit = (input: Partial<Input<typeof materials.editMaterial>> & { material_id: string }, token: string | null = as.adminA) =>
  t.call(materials.editMaterial, { entity: t.fx.entityA, category: A().category, ...editForm, ...input }, token);

describe('addMaterials into the repository (no course)', () => {
  it('stores a private PDF by default, free, in the category named', async () => {
    const res = await add({ title: 'Reglamento interno' }, [{ field: 'files', name: 'reglamento.pdf', bytes: tinyPdf('Reglamento') }]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.material).toMatchObject({
      title: 'Reglamento interno', type: 'pdf', state: 'private', price: '0.00', course_id: null,
      category: { _id: A().category, name: 'Tecnología' }, created_by: { name: 'adminA' }, entity: { entity_name: 'Entidad A' },
    });
  });

  it('keeps the price of a public one (the price shows only when public, 02 §4)', async () => {
    const res = await add(
      { title: 'Plantilla de informe', state: 'public', price: '45' },
      [{ field: 'files', name: 'plantilla.docx', bytes: tinyDocx(['Informe']) }],
      as.adminB2bA,
    );
    expect(res.body.material).toMatchObject({ type: 'doc', state: 'public', price: '45.00', created_by: { name: 'adminB2bA' } });
  });

  it('needs a category (a repository material has no course to take it from)', async () => {
    const before = await t.snapshot();
    const res = await t.upload(materials.addMaterials, { entity_id: t.fx.entityA, title: 'x', description: 'y', type: 'url', url: 'https://a.pe', name_file: 'a' }, [], as.adminA);
    expect(res.status).toBe(400);
    expect(res.body.fields?.category_id).toBe(M.FIELD_REQUIRED);
    expect(await t.snapshot()).toBe(before);
  });
});

describe('getMaterial_byEntity', () => {
  it('lists the repository newest first with entity, category, date, price and creator, and never the module materials', async () => {
    const { materials: list, pagination } = await repository();
    expect(list.map((m) => m.title)).toEqual(['Plantilla de informe', 'Reglamento interno', 'Manual del repositorio']);
    expect(list.every((m) => m.course_id === null)).toBe(true);
    expect(list[2]).toMatchObject({
      type: 'url', url: 'https://example.org/manual', state: 'public', price: '25.00', entity: { entity_name: 'Entidad A' },
      category: { name: 'Tecnología' }, created_by: { name: 'adminA' },
    });
    expect(new Date(list[0].date) >= new Date(list[1].date)).toBe(true);
    expect(pagination).toEqual({ actualPage: 1, hasNextPage: false, hasPrevPage: false, itemCount: 3, nextPage: null, total: 3, totalPages: 1 });
  });

  it('opens a private file only through a fresh signed link', async () => {
    const pdf = (await repository()).materials.find((m) => m.type === 'pdf')!;
    expect(pdf.url).toMatch(/^\/files\/private\/materials\/.+\.pdf\?exp=\d+&sig=[\w-]+$/);
    expect((await t.app.inject({ method: 'GET', url: pdf.url })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: pdf.url.split('?')[0] })).statusCode).toBe(404);
  });

  it('pages by 15 unless told otherwise, oldest first with date false, and filters by part of the title in any case', async () => {
    const two = await repository({ docs: 2, page: 2 });
    expect(two.materials.map((m) => m.title)).toEqual(['Manual del repositorio']);
    expect(two.pagination).toMatchObject({ actualPage: 2, hasPrevPage: true, hasNextPage: false, itemCount: 1, total: 3, totalPages: 2 });
    expect((await repository({ date: false })).materials[0].title).toBe('Manual del repositorio');
    expect((await repository({ date: 'false' })).materials[0].title).toBe('Manual del repositorio');
    expect((await repository({ filter_by_title: 'REGLA' })).materials.map((m) => m.title)).toEqual(['Reglamento interno']);
    expect((await repository({ filter_by_title: 'zzz' })).materials).toEqual([]);
    for (let i = 1; i <= 14; i++) {
      await add({ title: `Enlace ${i}`, type: 'url', url: `https://example.org/${i}`, name_file: `Enlace ${i}` });
    }
    const first = await repository();
    expect(first.materials).toHaveLength(15);
    expect(first.pagination).toMatchObject({ actualPage: 1, hasNextPage: true, nextPage: 2, itemCount: 15, total: 17, totalPages: 2 });
  });

  it('refuses a coordinador and a counter (403), another entity (403), no token (401)', async () => {
    for (const token of [as.coordA, as.counterA, null]) {
      const res = await t.call(materials.getMaterial_byEntity, { entity_id: t.fx.entityA }, token);
      expect(res.status).toBe(token ? 403 : 401);
    }
    expect((await t.call(materials.getMaterial_byEntity, { entity_id: t.fx.entityB }, as.adminA)).status).toBe(403);
  });

  it('is closed while the entity has the materials service off (403)', async () => {
    await t.db.query(`UPDATE entities SET permissions = '{"services": {"materials": false}}' WHERE id = $1`, [t.fx.entityA]);
    try {
      expect((await t.call(materials.getMaterial_byEntity, { entity_id: t.fx.entityA }, as.adminA)).status).toBe(403);
      expect((await edit({ material_id: t.fx.resources.A.repositoryMaterial })).status).toBe(403);
    } finally {
      await t.db.query(`UPDATE entities SET permissions = '{}' WHERE id = $1`, [t.fx.entityA]);
    }
  });
});

describe('editMaterial', () => {
  it('changes the texts, the category and the price of a public material, keeping its link', async () => {
    const res = await edit({
      material_id: t.fx.resources.A.repositoryMaterial, title: 'Manual 2026', description: 'Edición revisada',
      category: A().spareCategory, state: 'public', price: '99',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.material).toMatchObject({
      title: 'Manual 2026', description: 'Edición revisada', category: { name: 'Vacía' }, price: '99.00', state: 'public',
      type: 'url', url: 'https://example.org/manual',
    });
  });

  it('makes a material private and free; a price sent with it is dropped', async () => {
    const res = await edit({ material_id: t.fx.resources.A.repositoryMaterial, state: 'private', price: '10' });
    expect(res.body.material).toMatchObject({ state: 'private', price: '0.00' });
  });

  it('replaces the file with a new one (multipart), removing the old file once saved', async () => {
    const added = await add({ title: 'Para reemplazar' }, [{ field: 'files', name: 'v1.pdf', bytes: tinyPdf('v1') }]);
    const id = added.body.material._id;
    const oldKey = (await fileOf(id)) as string;
    expect(stored(oldKey)).toBe(true);
    const res = await t.upload(
      materials.editMaterial,
      { material_id: id, entity: t.fx.entityA, category: A().category, title: 'Reemplazado', description: 'Ahora un video' },
      [{ field: 'files', name: 'clase.mp4', bytes: tinyMp4() }],
      as.adminA,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.material).toMatchObject({ title: 'Reemplazado', type: 'mp4', name_file: 'clase.mp4', mime: 'video/mp4' });
    const newKey = (await fileOf(id)) as string;
    expect(newKey).not.toBe(oldKey);
    expect(stored(newKey)).toBe(true);
    expect(stored(oldKey)).toBe(false);
  });

  it('turns a file into a link (removing the file) and a link into another link', async () => {
    const added = await add({ title: 'Archivo a enlace' }, [{ field: 'files', name: 'foto.jpg', bytes: await jpeg() }]);
    const id = added.body.material._id;
    const oldKey = (await fileOf(id)) as string;
    const res = await edit({ material_id: id, type: 'url', url: 'https://www.youtube.com/watch?v=1', name_file: 'Video en YouTube' });
    expect(res.body.material).toMatchObject({ type: 'url', url: 'https://www.youtube.com/watch?v=1', name_file: 'Video en YouTube', mime: null, size: null });
    expect(await fileOf(id)).toBeNull();
    expect(stored(oldKey)).toBe(false);
    const again = await edit({ material_id: id, url: 'https://vimeo.com/2', name_file: 'Vimeo' });
    expect(again.body.material).toMatchObject({ type: 'url', url: 'https://vimeo.com/2', name_file: 'Vimeo' });
  });

  it.each([
    ['a blank title', { title: '   ' }, 'title', M.MATERIAL_EDIT_BLANK],
    ['a blank description', { description: ' ' }, 'description', M.MATERIAL_EDIT_BLANK],
    ['a title over 80', { title: 't'.repeat(81) }, 'title', M.tooLong(80)],
    ['a description over 400', { description: 'd'.repeat(401) }, 'description', M.tooLong(400)],
    ['no category', { category: undefined }, 'category', M.FIELD_REQUIRED],
    ['a price with letters', { price: '1O' }, 'price', M.DIGITS_ONLY],
    ['a price of 6 digits', { price: '100000' }, 'price', M.PRICE_INVALID],
    ['a link that is not http(s)', { type: 'url', url: 'ftp://x.pe', name_file: 'x' }, 'url', M.URL_INVALID],
    ['a link with a blank name', { type: 'url', url: 'https://x.pe', name_file: '  ' }, 'name_file', M.MATERIAL_EDIT_BLANK],
  ])('refuses %s with its message and changes nothing', async (_label, over, field, message) => {
    const before = await t.snapshot();
    const res = await t.callRaw(
      materials.editMaterial,
      { entity: t.fx.entityA, category: A().category, ...editForm, material_id: t.fx.resources.A.repositoryMaterial, ...over },
      as.adminA,
    );
    expect(res.status).toBe(400);
    expect(res.body.fields?.[field], JSON.stringify(res.body)).toBe(message);
    expect(await t.snapshot()).toBe(before);
  });

  it('refuses a file that is no class material (415), keeping the old one', async () => {
    const before = await t.snapshot();
    const res = await t.upload(
      materials.editMaterial,
      { material_id: t.fx.resources.A.repositoryMaterial, entity: t.fx.entityA, category: A().category, title: 'x', description: 'y' },
      [{ field: 'files', name: 'virus.pdf', bytes: exe() }],
      as.adminA,
    );
    expect(res).toEqual({ status: 415, body: { code: 'BAD_FILE_TYPE', message: M.MATERIAL_FILE_TYPES } });
    expect(await t.snapshot()).toBe(before);
  });

  it("answers 404 for another entity's material or category named under one's own entity, 403 for the other entity, changing nothing", async () => {
    const before = await t.snapshot();
    const B = t.fx.resources.B;
    expect((await edit({ material_id: B.repositoryMaterial })).status).toBe(404);
    expect((await edit({ material_id: t.fx.resources.A.repositoryMaterial, category: t.fx.programmes.B.category })).status).toBe(404);
    expect((await edit({ material_id: B.repositoryMaterial, entity: t.fx.entityB, category: t.fx.programmes.B.category })).status).toBe(403);
    for (const token of [as.coordA, as.counterA]) expect((await edit({ material_id: t.fx.resources.A.repositoryMaterial }, token)).status).toBe(403);
    expect((await edit({ material_id: t.fx.resources.A.repositoryMaterial }, null)).status).toBe(401);
    expect(await t.snapshot()).toBe(before);
  });
});

describe('deleteMaterial', () => {
  it('removes the row and, once saved, its file', async () => {
    const added = await add({ title: 'Para borrar' }, [{ field: 'files', name: 'b.pdf', bytes: tinyPdf('b') }]);
    const id = added.body.material._id;
    const key = (await fileOf(id)) as string;
    const res = await t.call(materials.deleteMaterial, { material_id: id, entity_id: t.fx.entityA }, as.adminB2bA);
    expect(res).toEqual({ status: 200, body: { ok: true } });
    expect(await fileOf(id)).toBeNull();
    expect(stored(key)).toBe(false);
    expect((await repository()).materials.map((m) => m._id)).not.toContain(id);
    expect((await t.call(materials.deleteMaterial, { material_id: id, entity_id: t.fx.entityA }, as.adminA)).status).toBe(404);
  });

  it("refuses another entity's material (404 / 403), coordinador and counter (403), no token (401), changing nothing", async () => {
    const before = await t.snapshot();
    const B = t.fx.resources.B.repositoryMaterial;
    const A1 = t.fx.resources.A.repositoryMaterial;
    expect((await t.call(materials.deleteMaterial, { material_id: B, entity_id: t.fx.entityA }, as.adminA)).status).toBe(404);
    expect((await t.call(materials.deleteMaterial, { material_id: B, entity_id: t.fx.entityB }, as.adminA)).status).toBe(403);
    for (const token of [as.coordA, as.counterA]) {
      expect((await t.call(materials.deleteMaterial, { material_id: A1, entity_id: t.fx.entityA }, token)).status).toBe(403);
    }
    expect((await t.call(materials.deleteMaterial, { material_id: A1, entity_id: t.fx.entityA })).status).toBe(401);
    expect((await t.call(materials.deleteMaterial, { material_id: 'x', entity_id: t.fx.entityA }, as.adminA)).status).toBe(400);
    expect(await t.snapshot()).toBe(before);
  });
});
