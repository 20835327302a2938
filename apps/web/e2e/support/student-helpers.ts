// Helpers of the students' journeys on a phone (catalog/student-catalogue.spec.ts, orders/student-area.spec.ts).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { heading, PASSWORD, pathIs } from './helpers';

export const DOMAIN = 'colegioandino.edu.pe';
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

/** The elements that reach past the screen's right edge, to say which one a failure is about. */
const widerThanTheScreen = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((e) => e.getBoundingClientRect().right > document.documentElement.clientWidth)
      .map((e) => `${e.tagName.toLowerCase()}.${e.className}`)
      .join(', '),
  );

/**
 * Nothing wider than the screen at 390 px nor at 360 px (a phone never scrolls sideways), and no serious or critical
 * accessibility problem (axe: contrast of the entity's colours, labels, names).
 */
export async function fitsTheScreen(page: Page) {
  for (const width of [390, 360]) {
    await page.setViewportSize({ width, height: 844 });
    const { scroll, client } = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(scroll, `${width} px: ${await widerThanTheScreen(page)}`).toBeLessThanOrEqual(client);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Opens the student area's menu (a button on a phone) and follows one of its entries. */
export async function fromMenu(page: Page, entry: string) {
  await page.getByRole('button', { name: 'Menú' }).click();
  const nav = page.getByRole('navigation', { name: 'Menú del estudiante' });
  await (entry === 'Cerrar sesión'
    ? nav.getByRole('button', { name: entry })
    : nav.getByRole('link', { name: entry })
  ).click();
}

/** Fills the registration form (/e/{domain}/registro) with a new person whose e-mail and document come from a stamp. */
export async function fillRegistration(page: Page, password: string) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9);
  const email = `alumno.${stamp}@correo.pe`;
  await page.getByLabel('Nombre').fill('Rosa');
  await page.getByLabel('Apellido paterno').fill('Condori');
  await page.getByLabel('Apellido materno').fill('Apaza');
  await page.getByLabel('Número de documento').fill(stamp.slice(-8));
  await page.getByLabel('Teléfono').fill(`9${stamp.slice(-8)}`);
  await page.getByLabel('Correo').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByLabel('Repite la contraseña').fill(password);
  return email;
}

/** A new student registered through the entity's page, signed in on Mis cursos. */
export async function registerStudent(page: Page, password = 'secreto1') {
  await page.goto(`/e/${DOMAIN}/registro`);
  const email = await fillRegistration(page, password);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page).toHaveURL(pathIs('/aula/cursos'));
  await expect(heading(page, 'Mis cursos')).toBeVisible();
  return { email, password };
}

/** The demo student (Lucía, decision 0035) signed in through the entity's page, on Mis cursos. */
export async function signInAsDemoStudent(page: Page) {
  await page.goto(`/e/${DOMAIN}/ingresar`);
  await page.getByLabel('Correo electrónico').fill('estudiante@colegioandino.edu.pe');
  await page.getByLabel('Contraseña').fill(PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(heading(page, 'Mis cursos')).toBeVisible();
}
