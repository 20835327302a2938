import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { courses, M } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import { tinyPdf } from '../../seed/documents.js';
import { TEMPLATES } from '../../test/fixtures.js';
import { useTestApp } from '../../test/harness.js';
import { exe, gif, jpeg, png } from '../../test/images.js';

const { t, as } = useTestApp(['adminA', 'coordA']);

const course = () => t.fx.programmes.A.course;
const templates = async () => {
  const res = await t.call(courses.getCertificatesTemplates, { entity: t.fx.entityA, course: course() }, as.adminA);
  expect(res.status).toBe(200);
  return res.body.certificates;
};
const storedFiles = () => {
  try {
    return readdirSync(join(t.dataDir, 'files'), { recursive: true }).filter((f) => /\.\w+$/.test(String(f))).map(String);
  } catch {
    return [];
  }
};

describe('getCertificatesTemplates', () => {
  it('lists the built-in templates with their preview and resources, none selected yet', async () => {
    const list = await templates();
    expect(list.map((c) => [c._id, c.name, c.selected])).toEqual([
      [TEMPLATES.classic, 'Clásico', false],
      [TEMPLATES.modern, 'Moderno', false],
    ]);
    expect(list[0].preview).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(list[1].resources).toEqual([
      { name: 'background', name_front: 'Fondo', url: null },
      { name: 'logo', name_front: 'Logo', url: null },
      { name: 'signature', name_front: 'Firma', url: null },
    ]);
  });
});

describe('setCertificateForCourse', () => {
  it('stores the chosen template and its images (private, through signed links) and marks it selected', async () => {
    const res = await t.upload(
      courses.setCertificateForCourse,
      { course: course(), entity: t.fx.entityA, certificate: TEMPLATES.modern, body: JSON.stringify([{ name: 'signature', type: 'image' }, { name: 'background' }]) },
      [{ field: 'files', name: 'firma.png', bytes: await png() }, { field: 'files', name: 'fondo.jpg', bytes: await jpeg() }],
      as.adminA,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const chosen = res.body.certificate;
    expect(chosen).toMatchObject({ _id: TEMPLATES.modern, selected: true });
    const [background, logo, signature] = chosen.resources;
    expect(background.url).toMatch(/^\/files\/private\/courses\/.+\.jpg\?exp=\d+&sig=/);
    expect(logo.url).toBeNull();
    const image = await t.app.inject({ method: 'GET', url: signature.url! });
    expect([image.statusCode, image.headers['content-type']]).toEqual([200, 'image/png']);
    expect((await t.app.inject({ method: 'GET', url: (signature.url as string).split('?')[0] })).statusCode).toBe(404);
    expect((await templates()).map((c) => c.selected)).toEqual([false, true]);
    // what generateCertificate reads (decision 0018): each image's resource name, its label and its storage key
    const [row] = await t.db.query<{ images: { name: string; name_front: string; key: string }[] }>(
      'SELECT images FROM course_certificates WHERE course_id = $1',
      [course()],
    );
    expect(row.images.map((i) => [i.name, i.name_front, i.key.startsWith('private/')])).toEqual([
      ['background', 'Fondo', true],
      ['signature', 'Firma', true],
    ]);
  });

  it('keeps the images not re-sent for the same template, replacing (and removing) the one sent again', async () => {
    const files = storedFiles().length;
    const res = await t.upload(
      courses.setCertificateForCourse,
      { course: course(), certificate: TEMPLATES.modern, body: JSON.stringify([{ name: 'background' }]) },
      [{ field: 'files', name: 'fondo2.png', bytes: await png('#000000') }],
      as.adminA,
    );
    const [background, , signature] = res.body.certificate.resources;
    expect(background.url).toMatch(/\.png\?/);
    expect(signature.url).not.toBeNull();
    expect(storedFiles().length).toBe(files);
  });

  it('drops the old images when another template is chosen', async () => {
    const files = storedFiles().length;
    const res = await t.upload(courses.setCertificateForCourse, { course: course(), certificate: TEMPLATES.classic }, [{ field: 'files', name: 'f.png', bytes: await png() }], as.adminA);
    expect(res.body.certificate.resources.map((r) => [r.name, r.url !== null])).toEqual([
      ['background', true],
      ['signature', false],
    ]);
    expect(storedFiles().length).toBe(files + 1 - 2);
    expect((await templates()).map((c) => c.selected)).toEqual([true, false]);
  });

  it.each([
    ['a GIF', 'firma.gif', gif],
    ['a PDF', 'firma.png', async () => tinyPdf('no')],
    ['an .exe renamed .jpeg', 'firma.jpeg', async () => exe()],
  ])("refuses %s: 415 'Debe subir una imagen, no un archivo', storing nothing", async (_label, name, bytes) => {
    const before = await t.snapshot();
    const files = storedFiles().length;
    const res = await t.upload(courses.setCertificateForCourse, { course: course(), certificate: TEMPLATES.classic }, [{ field: 'files', name, bytes: await bytes() }], as.adminA);
    expect(res).toEqual({ status: 415, body: { code: 'BAD_FILE_TYPE', message: M.CERTIFICATE_IMAGE_ONLY } });
    expect(await t.snapshot()).toBe(before);
    expect(storedFiles().length).toBe(files);
  });

  it('refuses a resource the template does not take, and an unknown template', async () => {
    const before = await t.snapshot();
    const bad = await t.upload(
      courses.setCertificateForCourse,
      { course: course(), certificate: TEMPLATES.classic, body: '[{"name":"logo"}]' },
      [{ field: 'files', name: 'l.png', bytes: await png() }],
      as.adminA,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.fields?.body).toBe(M.FIELD_INVALID);
    const unknown = await t.call(courses.setCertificateForCourse, { course: course(), certificate: '00000000-0000-4000-8000-0000000000ff' }, as.adminA);
    expect(unknown.status).toBe(404);
    expect(await t.snapshot()).toBe(before);
  });

  it("refuses another entity's course (403/404), coordinador (403) and no token (401), changing nothing", async () => {
    const before = await t.snapshot();
    const B = t.fx.programmes.B;
    expect((await t.call(courses.setCertificateForCourse, { course: B.course, certificate: TEMPLATES.classic }, as.adminA)).status).toBe(403);
    expect((await t.call(courses.getCertificatesTemplates, { entity: t.fx.entityA, course: B.course }, as.adminA)).status).toBe(404);
    expect((await t.call(courses.getCertificatesTemplates, { entity: t.fx.entityA, course: course() }, as.coordA)).status).toBe(403);
    expect((await t.call(courses.setCertificateForCourse, { course: course(), certificate: TEMPLATES.classic }, as.coordA)).status).toBe(403);
    expect((await t.call(courses.setCertificateForCourse, { course: course(), certificate: TEMPLATES.classic })).status).toBe(401);
    expect(await t.snapshot()).toBe(before);
  });
});
