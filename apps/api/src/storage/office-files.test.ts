// Finding 7 of issue 29 (decision 0046): a zip holding leeme.html and programa.exe, sent as tarea.docx, was kept as a
// student's file answer and shown to the teacher as 'tarea.docx'. An Office file is one only if its zip holds that
// format's parts, read from its directory as the upload ends; a refused upload leaves no row and no file.
import { attempts, M, materials, ZIP_LIMITS } from '@edu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinyDocx, tinyPptx } from '../seed/documents.js';
import {
  makeEvaluation,
  examRoom,
  type MovableClock,
  open,
  publish,
  type Student,
} from '../services/attempts/attempts-test-kit.js';
import type { TestApp } from '../test/harness.js';
import { filesOf } from '../test/stored-files.js';
import { part, zipOf } from '../test/zips.js';

let t: TestApp;
let clock: MovableClock;
let coord: string;
let ana: Student;
let adminA: string;
beforeAll(async () => {
  ({ t, clock, coord, ana } = await examRoom(['ana.archivos@test.pe', 'beto.archivos@test.pe']));
  adminA = await t.signIn(t.fx.users.adminA.email);
});
afterAll(() => t.close());

/** finding 7's file: any zip passed as a Word document */
const zipAsOffice = () =>
  zipOf([part('leeme.html', '<p>Abre el programa</p>'), part('programa.exe', Buffer.from('MZ\x90\x00\x03'))]);
/** a docx whose directory says one of its parts inflates past ZIP_LIMITS.document */
const docxBomb = () =>
  zipOf([
    part('[Content_Types].xml', '<Types/>'),
    part('word/document.xml', '<w:document/>'),
    { ...part('word/media/video.bin', 'x'), size: ZIP_LIMITS.document.entryMb * 1024 * 1024 + 1 },
  ]);

/** runs a refused upload and checks that it changed nothing: no row, no file (temporary ones included) */
async function refusedLeavingNothing(send: () => Promise<{ status: number; body: { message?: string } }>) {
  const [before, files] = [await t.snapshot(), filesOf(t)];
  const res = await send();
  expect(await t.snapshot()).toBe(before);
  expect(filesOf(t)).toEqual(files);
  return { status: res.status, message: res.body.message };
}

describe('saveAnswer (a file answer)', () => {
  it('refuses a zip sent as tarea.docx (415) and keeps a real Word document', async () => {
    const made = await makeEvaluation(t, coord, [open('file', 20)]);
    await publish(t, coord, made.evaluation, clock);
    const { attempt } = (await t.call(attempts.startAttempt, { evaluation_id: made.evaluation }, ana.token)).body;
    const send = (name: string, bytes: Buffer) => () =>
      t.upload(
        attempts.saveAnswer,
        { attempt_id: attempt._id, question_id: made.questions[0]._id },
        [{ field: 'file', name, bytes }],
        ana.token,
      );

    expect(await refusedLeavingNothing(send('tarea.docx', zipAsOffice()))).toEqual({
      status: 415,
      message: M.OFFICE_FILE_INVALID.docx,
    });
    expect(await refusedLeavingNothing(send('tarea.docx', docxBomb()))).toEqual({
      status: 413,
      message: M.zipTooLarge(ZIP_LIMITS.document),
    });

    const kept = await send('tarea.docx', tinyDocx(['Mi respuesta']))();
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body.answer).toMatchObject({ file: { name: 'tarea.docx' } });
  });
});

describe('addMaterials and editMaterial (a class material)', () => {
  const fields = { entity_id: '', course_id: '', title: 'Lectura', description: 'De la semana' };
  const add = (name: string, bytes: Buffer) => () =>
    t.upload(
      materials.addMaterials,
      { ...fields, entity_id: t.fx.entityA, course_id: t.fx.programmes.A.module },
      [{ field: 'files', name, bytes }],
      adminA,
    );

  it('refuses a zip sent as docx or pptx (415) and one that would expand past the limits (413)', async () => {
    expect(await refusedLeavingNothing(add('lectura.docx', zipAsOffice()))).toEqual({
      status: 415,
      message: M.OFFICE_FILE_INVALID.docx,
    });
    expect(await refusedLeavingNothing(add('clase.pptx', zipAsOffice()))).toEqual({
      status: 415,
      message: M.OFFICE_FILE_INVALID.pptx,
    });
    expect(await refusedLeavingNothing(add('lectura.docx', docxBomb()))).toEqual({
      status: 413,
      message: M.zipTooLarge(ZIP_LIMITS.document),
    });
  });

  it('keeps a real Word document and slide deck, and refuses to replace a file with a zip (the old one stays)', async () => {
    for (const [name, bytes, type] of [
      ['lectura.docx', tinyDocx(['Hola']), 'doc'],
      ['clase.pptx', tinyPptx(), 'ppt'],
    ] as const) {
      const res = await add(name, bytes)();
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.material).toMatchObject({ type, name_file: name });
    }
    const added = await add('guia.docx', tinyDocx(['v1']))();
    const id = added.body.material._id;
    const edit = () =>
      t.upload(
        materials.editMaterial,
        {
          material_id: id,
          entity: t.fx.entityA,
          category: t.fx.programmes.A.category,
          title: 'Guía',
          description: 'Otra',
        },
        [{ field: 'files', name: 'guia.pptx', bytes: zipAsOffice() }],
        adminA,
      );
    expect(await refusedLeavingNothing(edit)).toEqual({ status: 415, message: M.OFFICE_FILE_INVALID.pptx });
  });
});
