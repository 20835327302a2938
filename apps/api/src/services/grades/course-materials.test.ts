// 'Materiales' of a teacher's course (decision 0054): the docente named in the course lists the programme's and its
// modules' materials and downloads a file through its signed link; a docente not named, a student, another entity and
// no token are refused, and the materials of another programme never show.
import { grades, M, materials } from '@edu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinyPdf } from '../../seed/documents.js';
import { type GradesRoom, gradesRoom } from './grades-test-kit.js';

let r: GradesRoom;
let admin: string;
beforeAll(async () => {
  r = await gradesRoom('materiales');
  admin = await r.t.signIn(r.t.fx.users.adminA.email);
  const fields = (course: string, title: string) => ({
    entity_id: r.t.fx.entityA,
    course_id: course,
    title,
    description: 'Para la clase',
  });
  const { bankModule } = r.t.fx.evaluations.A;
  const pdf = await r.t.upload(
    materials.addMaterials,
    fields(bankModule, 'Guía de álgebra'),
    [{ field: 'files', name: 'guia.pdf', bytes: tinyPdf('Guía', ['Semana 1']) }],
    admin,
  );
  expect(pdf.status, JSON.stringify(pdf.body)).toBe(200);
  const link = { type: 'url' as const, url: 'https://es.khanacademy.org/math', name_file: 'Khan Academy' };
  await r.t.call(materials.addMaterials, { ...fields(bankModule, 'Ejercicios en línea'), ...link }, admin);
  // another programme's module: never in this course
  await r.t.call(materials.addMaterials, { ...fields(r.t.fx.programmes.A.module, 'De otro programa'), ...link }, admin);
});
afterAll(() => r.t.close());

const list = (token: string | null, scheduled = r.main) =>
  r.t.call(grades.getCourseMaterials, { scheduled_id: scheduled }, token);

describe('getCourseMaterials', () => {
  it("lists the course's module materials for its docente, a file opening through its signed link", async () => {
    const res = await list(r.teacher);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.course._id).toBe(r.main);
    expect(res.body.modules.map((m) => [m._id, m.materials.map((x) => x.title)])).toEqual([
      [r.t.fx.evaluations.A.bankModule, ['Guía de álgebra', 'Ejercicios en línea']],
    ]);
    const [file, link] = res.body.modules[0].materials;
    expect(link).toMatchObject({ type: 'url', url: 'https://es.khanacademy.org/math', name_file: 'Khan Academy' });
    expect(file).toMatchObject({ type: 'pdf', name_file: 'guia.pdf' });
    const opened = await r.t.app.inject({ method: 'GET', url: file.url });
    expect([opened.statusCode, opened.headers['content-type']]).toEqual([200, 'application/pdf']);
    // a module schedule reads as its course; the coordinador sees the same
    expect((await list(r.teacher, r.moduleSchedule)).body.modules).toHaveLength(1);
    expect((await list(r.coord)).status).toBe(200);
  });

  it('refuses a docente not named, the counter, a student, another entity and no token', async () => {
    expect(await list(r.stranger)).toMatchObject({ status: 403, body: { message: M.NOT_TEACHER_OF_COURSE } });
    for (const token of [r.counter, r.ana.token]) expect((await list(token)).status).toBe(403);
    expect((await list(r.teacher, r.t.fx.scheduleds.B.scheduled)).status).toBe(403);
    expect((await list(null)).status).toBe(401);
  });
});
