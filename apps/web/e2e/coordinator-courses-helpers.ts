// Helpers of the scheduling journeys (coordinator-courses.spec.ts): Lima calendar dates, and a programme with modules
// and a scheduled course made through the API, so that a journey owns what it changes.
import type { Page } from '@playwright/test';
import { drawImage, sessionOf, unique } from './admin-programmes-helpers';
import { expect } from './fixtures';
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

async function post(page: Page, service: string, token: string, data: Record<string, unknown>) {
  const response = await page.request.post(`/v5.0.1/api/${service}`, {
    headers: { authorization: `Bearer ${token}` },
    data,
  });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
}

export interface Programme {
  categoryName: string;
  courseId: string;
  courseName: string;
  modules: string[];
}

/** A category with one programme of `moduleCount` modules (S/ 150 each), made by the entity's admin. */
export async function programmeWithModules(page: Page, moduleCount: number): Promise<Programme> {
  const { entityId } = await sessionOf(page);
  const signin = await page.request.post('/v5.0.1/api/auth', {
    data: { fname: 'signin', email: ACCOUNTS.admin, password: PASSWORD },
  });
  const { token } = await signin.json();
  const categoryName = unique('Categoría');
  const { category } = await post(page, 'courses', token, {
    fname: 'createCategory',
    entity_id: entityId,
    name: categoryName,
    description: 'Creada por la prueba',
  });
  const courseName = unique('Programa');
  const created = await page.request.post('/v5.0.1/api/courses', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      fname: 'createCourse',
      entity_id: entityId,
      category_id: category._id,
      name: courseName,
      description: 'Un programa de prueba',
      target_audiences: 'Personas que prueban',
      tags: JSON.stringify(['web']),
      price: JSON.stringify({ inscription: '100', certificate: '20', course_price: '500' }),
      preview: { name: 'portada.png', mimeType: 'image/png', buffer: await drawImage(page, 'image/png', '#0e3873') },
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const courseId = (await created.json()).course._id as string;
  const modules: string[] = [];
  for (let i = 1; i <= moduleCount; i++) {
    const name = `Módulo ${i} ${courseName.slice(-6)}`;
    await post(page, 'courses', token, {
      fname: 'createCourse',
      entity_id: entityId,
      alias: 'modulo',
      parent_course_id: courseId,
      name,
      price: { course_price: '150' },
    });
    modules.push(name);
  }
  return { categoryName, courseId, courseName, modules };
}

/** A main scheduled course of `programme` at 'Sede Lima', made by the signed-in coordinator. */
export async function scheduledThroughApi(page: Page, programme: Programme, start: string, end: string) {
  const { token, entityId } = await sessionOf(page);
  const { campus } = await post(page, 'entities', token, { fname: 'getCampus', entity: entityId, page: 1, docs: 100 });
  const lima = (campus as { _id: string; name: string }[]).find((c) => c.name === 'Sede Lima');
  const name = unique('Curso programado');
  const { scheduled } = await post(page, 'courses', token, {
    fname: 'createScheduled',
    type_of_scheduled: 'main',
    entity_id: entityId,
    course_id: programme.courseId,
    campus_id: lima?._id,
    name,
    description: 'Programado por la prueba',
    start_date: start,
    end_date: end,
    teacher_ids: [],
  });
  return { id: scheduled._id as string, name };
}
