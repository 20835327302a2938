// Helpers of the programmes journeys (courses/admin-programmes*.spec.ts): images and a PDF made on the fly, a
// programme made through the API, and the locators of the programmes screen.
import { courses } from '@edu/shared';
import { api } from './api';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export const unique = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A PNG or JPEG drawn by the browser itself. */
export async function drawImage(page: Page, type: 'image/png' | 'image/jpeg', color: string): Promise<Buffer> {
  const url = await page.evaluate(
    ([mime, fill]) => {
      const canvas = document.createElement('canvas');
      canvas.width = 120;
      canvas.height = 80;
      const context = canvas.getContext('2d') as CanvasRenderingContext2D;
      context.fillStyle = fill;
      context.fillRect(0, 0, 120, 80);
      return canvas.toDataURL(mime, 0.9);
    },
    [type, color] as const,
  );
  return Buffer.from(url.split(',')[1] as string, 'base64');
}

export const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** A valid one-page PDF (as apps/api/src/seed/documents.ts makes them). */
export function tinyPdf(title: string): Buffer {
  const stream = `BT /F1 22 Tf 72 770 Td (${title}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export interface Programme {
  categoryId: string;
  categoryName: string;
  courseId: string;
  courseName: string;
}

/** The signed-in admin's token and entity, as the app keeps them. */
export async function sessionOf(page: Page) {
  const session = await page.evaluate(() => JSON.parse(localStorage.getItem('session') ?? '{}'));
  return { token: session.token as string, entityId: session.entityId as string };
}

/** A category with one programme, made through the API so that a journey owns what it changes. */
export async function programmeThroughApi(page: Page, { free = false } = {}): Promise<Programme> {
  const { token, entityId } = await sessionOf(page);
  const categoryName = unique('Categoría');
  const { category } = await api(
    page,
    courses.createCategory,
    { entity_id: entityId, name: categoryName, description: 'Creada por la prueba' },
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
      free,
    },
    {
      token,
      files: {
        preview: { name: 'portada.png', mimeType: 'image/png', buffer: await drawImage(page, 'image/png', '#0e3873') },
      },
    },
  );
  // the page loaded its lists before these records existed: show them as a person would, by reloading
  await page.reload();
  return { categoryId: category._id, categoryName, courseId: course._id, courseName };
}

export const categoryItem = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Categorías' }).getByRole('button', { name: new RegExp(`^${name}`) });

export const courseRow = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

export async function openRowAction(page: Page, courseName: string, action: string) {
  await page.getByRole('button', { name: `Opciones: ${courseName}` }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

/**
 * The toast is shown; then it is closed, since toasts sit bottom-right over a dialog's buttons and pause while the
 * pointer rests on them. It also closes itself after TOAST_AUTO_CLOSE_MS, which a busy machine may spend before the
 * journey gets to it: a click waiting for a close button already gone would wait out the journey's timeout, so the
 * button is pressed only where it still is (decision 0059).
 */
export async function closeToast(page: Page, text: string) {
  const toast = page.getByRole('alert').filter({ hasText: text });
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'close' }).evaluateAll((buttons) => {
    for (const button of buttons) (button as HTMLElement).click();
  });
  await expect(toast).toBeHidden();
}
