// Helpers of the students journeys (students/students.spec.ts): a programme with scheduled modules, students and
// enrolments made through the API (so that a journey owns what it changes), and the certificate mail read from the
// outbox folder.
import { auth, campuses, courses, entities, scheduleds, students, users } from '@edu/shared';
import { api } from './api';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { drawImage, sessionOf, unique } from './admin-programmes-helpers';
import { limaDay, plusDays } from './coordinator-courses-helpers';
import { expect } from './fixtures';
import { ACCOUNTS, PASSWORD, scaled } from './helpers';

export async function tokenOf(page: Page, email: string): Promise<string> {
  return (await api(page, auth.signin, { email, password: PASSWORD })).token;
}

export interface Course {
  /** the main scheduled course */
  id: string;
  name: string;
  /** its programme */
  programmeId: string;
  /** the module names, in order, their courses and their module schedules */
  modules: { name: string; courseId: string; scheduledId: string }[];
}

/**
 * A programme of `moduleCount` modules, scheduled (main course at Sede Lima from 3 days on, every module scheduled in
 * turn), all made by the entity's admin.
 */
export async function scheduledCourse(page: Page, moduleCount: number): Promise<Course> {
  const { entityId } = await sessionOf(page);
  const token = await tokenOf(page, ACCOUNTS.admin);
  const { programmeId, campusId } = await programmeOf(page, token, entityId);
  const name = unique('Diplomado');
  const start = limaDay(3);
  const scheduled = await mainScheduled(page, token, { entityId, programmeId, campusId, name, start });
  const modules: Course['modules'] = [];
  for (let i = 0; i < moduleCount; i++) {
    const moduleName = `Módulo ${i + 1} ${name.slice(-6)}`;
    const { course } = await api(
      page,
      courses.createCourse,
      {
        entity_id: entityId,
        alias: 'modulo',
        parent_course_id: programmeId,
        name: moduleName,
        price: { course_price: '150' },
      },
      { token },
    );
    const from = plusDays(start, i * 20);
    const child = await api(
      page,
      scheduleds.createScheduled,
      {
        type_of_scheduled: 'children',
        entity_id: entityId,
        course_id: course._id,
        campus_id: campusId,
        main_scheduled: scheduled._id,
        parent_scheduled: scheduled._id,
        start_date: from,
        end_date: plusDays(from, 10),
      },
      { token },
    );
    modules.push({ name: moduleName, courseId: course._id, scheduledId: child.scheduled._id });
  }
  return { id: scheduled._id, name, programmeId, modules };
}

/** `count` scheduled courses of one programme named '<prefix> NN', the later NN starting a day later. */
export async function manyScheduleds(page: Page, count: number, prefix: string) {
  const { entityId } = await sessionOf(page);
  const token = await tokenOf(page, ACCOUNTS.admin);
  const { programmeId, campusId } = await programmeOf(page, token, entityId);
  for (let i = 1; i <= count; i++) {
    const name = `${prefix} ${String(i).padStart(2, '0')}`;
    await mainScheduled(page, token, { entityId, programmeId, campusId, name, start: limaDay(i) });
  }
}

interface MainScheduled {
  entityId: string;
  programmeId: string;
  campusId: string | undefined;
  name: string;
  start: string;
  teacherIds?: string[];
}

export async function mainScheduled(page: Page, token: string, v: MainScheduled): Promise<{ _id: string }> {
  const { scheduled } = await api(
    page,
    scheduleds.createScheduled,
    {
      type_of_scheduled: 'main',
      entity_id: v.entityId,
      course_id: v.programmeId,
      campus_id: v.campusId as string,
      name: v.name,
      description: 'Programado por la prueba',
      start_date: v.start,
      end_date: plusDays(v.start, 100),
      teacher_ids: v.teacherIds ?? [],
    },
    { token },
  );
  return scheduled;
}

/** A category with one programme, and the id of Sede Lima. */
export async function programmeOf(page: Page, token: string, entityId: string) {
  const { category } = await api(
    page,
    courses.createCategory,
    {
      entity_id: entityId,
      name: unique('Categoría'),
      description: 'Creada por la prueba',
    },
    { token },
  );
  const { course } = await api(
    page,
    courses.createCourse,
    {
      entity_id: entityId,
      category_id: category._id,
      name: unique('Programa'),
      description: 'Un programa de prueba',
      target_audiences: 'Personas que prueban',
      tags: ['web'],
      price: { inscription: '100', certificate: '20', course_price: '500' },
    },
    {
      token,
      files: {
        preview: { name: 'portada.png', mimeType: 'image/png', buffer: await drawImage(page, 'image/png', '#0e3873') },
      },
    },
  );
  const programmeId = course._id;
  const { campus } = await api(page, campuses.getCampus, { entity: entityId, page: 1, docs: 100 }, { token });
  const campusId = (campus as { _id: string; name: string }[]).find((c) => c.name === 'Sede Lima')?._id;
  return { programmeId, campusId };
}

export interface Student {
  id: string;
  name: string;
  lastname: string;
  email: string;
}

/** A student (role estudiante) of `entityId`, created by the holder of `token`. */
export async function studentThroughApi(page: Page, token: string, entityId: string): Promise<Student> {
  const tag = unique('').trim();
  const email = `alumno.${tag}@correo.pe`;
  const { user } = await api(
    page,
    users.createUser,
    {
      entity: entityId,
      roles: ['estudiante'],
      name: `Alumno ${tag}`,
      lastname: 'Prueba',
      secondlastname: 'Demo',
      typeDoc: 'dni',
      email,
      password: PASSWORD,
    },
    { token },
  );
  return { id: user._id, name: user.name, lastname: user.lastname, email };
}

/** A student of the signed-in user's entity, made by its admin. */
export async function entityStudent(page: Page): Promise<Student> {
  const { entityId } = await sessionOf(page);
  return studentThroughApi(page, await tokenOf(page, ACCOUNTS.admin), entityId);
}

/** A student of Instituto Pacífico, made by the superadmin: someone of another entity. */
export async function outsider(page: Page): Promise<Student> {
  const token = await tokenOf(page, ACCOUNTS.superadmin);
  const { entities: found } = await api(page, entities.getEntities, {}, { token });
  const pacifico = (found as { _id: string; entity_name: string }[]).find(
    (e) => e.entity_name === 'Instituto Pacífico',
  );
  return studentThroughApi(page, token, pacifico?._id ?? '');
}

/** Enrols a student as the entity's admin. */
export async function enrolThroughApi(page: Page, student: Student, scheduleds: string[], mode: 'total' | 'part') {
  const { entityId } = await sessionOf(page);
  const token = await tokenOf(page, ACCOUNTS.admin);
  await api(
    page,
    students.assignUserToScheduled,
    {
      entity: entityId,
      user: student.id,
      scheduleds,
      mode,
    },
    { token },
  );
}

function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes = joined.replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The newest mail to `to` written to the outbox after `since` (the mail worker runs every 2 s). */
export async function readMail(to: string, since: number): Promise<string> {
  const outbox = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  let found = '';
  await expect
    .poll(
      () => {
        let files: string[] = [];
        try {
          files = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
        } catch {
          return '';
        }
        for (const f of files) {
          const path = join(outbox, f);
          if (statSync(path).mtimeMs < since) continue;
          const mail = decodeQuotedPrintable(readFileSync(path, 'utf8'));
          if (mail.includes(`To: ${to}`)) found = mail;
        }
        return found;
      },
      { timeout: scaled(15_000), intervals: [250, 500, 1000] },
    )
    .toBeTruthy();
  return found;
}

const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const sidebarOf = (page: Page) => page.getByRole('navigation', { name: 'Cursos, Diplomados' });
export const courseItems = (page: Page, name: string) =>
  sidebarOf(page).getByRole('button', { name: new RegExp(`^\\d+\\. ${escapeRe(name)}`) });

/** Searches the sidebar (Enter) and opens the one course found. */
export async function openCourse(page: Page, course: Course) {
  const search = sidebarOf(page).getByRole('searchbox', { name: 'Buscar curso' });
  await search.fill(course.name);
  await search.press('Enter');
  await expect(courseItems(page, course.name)).toHaveCount(1);
  await courseItems(page, course.name).click();
  await expect(page).toHaveURL(new RegExp(`/students/inscribed\\?scheduled=${course.id}$`));
  await expect(page.getByRole('heading', { name: course.name })).toBeVisible();
}
