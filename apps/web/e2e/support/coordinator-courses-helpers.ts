// Helpers of the scheduling journeys (scheduleds/coordinator-courses.spec.ts): Lima calendar dates, and a programme
// with modules and a scheduled course made through the API, so that a journey owns what it changes.
import { auth, campuses, courses, scheduleds } from '@edu/shared';
import { api } from './api';
import type { Page } from '@playwright/test';
import { drawImage, sessionOf, unique } from './admin-programmes-helpers';
import { ACCOUNTS, PASSWORD } from './helpers';

const DAY_MS = 86_400_000;
/** Today's date 'YYYY-MM-DD' in Lima (03 §1), moved by `days`. */
export function limaDay(days = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
/** As the screens show a date: day-month-year. */
export const shown = (date: string) => `${date.slice(8, 10)}-${date.slice(5, 7)}-${date.slice(0, 4)}`;
export const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export interface Programme {
  categoryName: string;
  courseId: string;
  courseName: string;
  modules: string[];
}

/** A category with one programme of `moduleCount` modules (S/ 150 each), made by the entity's admin. */
export async function programmeWithModules(page: Page, moduleCount: number): Promise<Programme> {
  const { entityId } = await sessionOf(page);
  const { token } = await api(page, auth.signin, { email: ACCOUNTS.admin, password: PASSWORD });
  const categoryName = unique('Categoría');
  const { category } = await api(
    page,
    courses.createCategory,
    {
      entity_id: entityId,
      name: categoryName,
      description: 'Creada por la prueba',
    },
    { token },
  );
  const courseName = unique('Programa');
  const { course } = await api(
    page,
    courses.createCourse,
    {
      entity_id: entityId,
      category_id: category._id,
      name: courseName,
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
  const courseId = course._id;
  const modules: string[] = [];
  for (let i = 1; i <= moduleCount; i++) {
    const name = `Módulo ${i} ${courseName.slice(-6)}`;
    await api(
      page,
      courses.createCourse,
      {
        entity_id: entityId,
        alias: 'modulo',
        parent_course_id: courseId,
        name,
        price: { course_price: '150' },
      },
      { token },
    );
    modules.push(name);
  }
  return { categoryName, courseId, courseName, modules };
}

/** A main scheduled course of `programme` at 'Sede Lima', made by the signed-in coordinator. */
export async function scheduledThroughApi(page: Page, programme: Programme, start: string, end: string) {
  const { token, entityId } = await sessionOf(page);
  const { campus } = await api(page, campuses.getCampus, { entity: entityId, page: 1, docs: 100 }, { token });
  const lima = (campus as { _id: string; name: string }[]).find((c) => c.name === 'Sede Lima');
  const name = unique('Curso programado');
  const { scheduled } = await api(
    page,
    scheduleds.createScheduled,
    {
      type_of_scheduled: 'main',
      entity_id: entityId,
      course_id: programme.courseId,
      campus_id: lima?._id as string,
      name,
      description: 'Programado por la prueba',
      start_date: start,
      end_date: end,
      teacher_ids: [],
    },
    { token },
  );
  return { id: scheduled._id as string, name };
}
