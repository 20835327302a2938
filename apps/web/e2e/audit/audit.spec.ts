// The audit trail ('Auditoría', docs/decisions/0041-audit-trail.md): an entity's admin finds their own change by
// person and kind of record, never another entity's; the superadmin sees the lines of both demo entities.
import { auth, campuses, certificates, M, todayIn } from '@edu/shared';
import type { Page } from '@playwright/test';
import { sessionOf, unique } from '../support/admin-programmes-helpers';
import { api } from '../support/api';
import { expect, test } from '../support/fixtures';
import { ACCOUNTS, heading, pathIs, signIn, signOut } from '../support/helpers';
import { tokenOf } from '../support/orders-helpers';
import { enrolThroughApi, entityStudent, scheduledCourse } from '../support/students-helpers';

const PACIFICO_ADMIN = ACCOUNTS.recovery.replace(/^.*@/, 'admin@');

/** Signs in as `email`, creates a campus of their entity (a change the trail records) and signs out; answers its id. */
async function campusAs(page: Page, email: string): Promise<string> {
  await signIn(page, email);
  const { token, entityId } = await sessionOf(page);
  const { campus } = await api(
    page,
    campuses.createCampus,
    { entity: entityId, name: unique('Sede auditada'), country: 'Perú', department: 'Cusco', address: 'Av. El Sol 100' },
    { token },
  );
  await signOut(page);
  return campus._id;
}

async function openAudit(page: Page, path: string) {
  await page.getByTestId('sidebar').getByRole('link', { name: M.AUDIT_MENU }).click();
  await expect(page).toHaveURL(pathIs(path));
  await expect(heading(page, M.AUDIT_TITLE)).toBeVisible();
}

async function filterCampuses(page: Page, person = '') {
  await page.getByLabel(M.AUDIT_PERSON_LABEL).fill(person);
  await page.getByLabel(M.AUDIT_SERVICE_LABEL).selectOption({ label: M.AUDIT_SERVICE_LABELS.entities });
  await page.getByLabel(M.AUDIT_FNAME_LABEL).selectOption('createCampus');
  await page.getByRole('button', { name: M.AUDIT_APPLY }).click();
}

const rowWith = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test("an admin finds their change by person, kind and date, and never another entity's", async ({ page }) => {
  const other = await campusAs(page, PACIFICO_ADMIN);
  const own = await campusAs(page, ACCOUNTS.admin);
  await signIn(page, ACCOUNTS.admin);
  await openAudit(page, '/dashboard/admin/audit');
  for (const header of Object.values(M.AUDIT_COLUMNS).filter((h) => h !== M.AUDIT_COLUMNS.entity)) {
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }

  await filterCampuses(page, 'mamani');
  const row = rowWith(page, own);
  await expect(row).toContainText('Andrés Mamani');
  await expect(row).toContainText(ACCOUNTS.admin);
  await expect(row).toContainText(M.AUDIT_FNAME_LABELS.createCampus);
  await expect(row).toContainText('entities.createCampus');
  await expect(rowWith(page, other)).toHaveCount(0);

  // today in Lima holds it; a range that ends before it starts is refused with its Spanish message
  const today = todayIn();
  await page.getByLabel(M.AUDIT_FROM_LABEL).fill(today);
  await page.getByLabel(M.AUDIT_TO_LABEL).fill(today);
  await page.getByRole('button', { name: M.AUDIT_APPLY }).click();
  await expect(rowWith(page, own)).toBeVisible();
  await page.getByLabel(M.AUDIT_FROM_LABEL).fill('2099-01-02');
  await page.getByLabel(M.AUDIT_TO_LABEL).fill('2099-01-01');
  await page.getByRole('button', { name: M.AUDIT_APPLY }).click();
  await expect(page.getByText(M.AUDIT_DATES_ORDER)).toBeVisible();

  // the other entity's admin made a campus too: no person filter brings their line here
  await page.getByRole('button', { name: M.AUDIT_CLEAR }).click();
  await filterCampuses(page, 'salazar');
  await expect(page.getByText(M.AUDIT_EMPTY)).toBeVisible();
  await filterCampuses(page);
  await expect(rowWith(page, own)).toBeVisible();
  await expect(rowWith(page, other)).toHaveCount(0);
});

test("the superadmin sees the lines of both entities, each with its entity's name", async ({ page }) => {
  const andino = await campusAs(page, ACCOUNTS.admin);
  const pacifico = await campusAs(page, PACIFICO_ADMIN);
  await signIn(page, ACCOUNTS.superadmin);
  await openAudit(page, '/superadmin/dashboard/audit');
  await filterCampuses(page);
  await expect(rowWith(page, andino)).toContainText('Colegio Andino');
  await expect(rowWith(page, pacifico)).toContainText('Instituto Pacífico');
  await expect(rowWith(page, pacifico)).toContainText('Hugo Salazar');

  // more than a page of lines (a sign-in and a sign-out each write one): next and back by keyset
  for (let i = 0; i < 13; i++) await api(page, auth.logout, {}, { token: await tokenOf(page, ACCOUNTS.counter) });
  await page.getByRole('button', { name: M.AUDIT_CLEAR }).click();
  await expect(page.getByText(/^1–25 de /)).toBeVisible();
  await page.getByRole('button', { name: 'Ir a la página siguiente' }).click();
  await expect(page.getByText(/^26–\d+ de /)).toBeVisible();
  await page.getByRole('button', { name: 'Ir a la página anterior' }).click();
  await expect(page.getByText(/^1–25 de /)).toBeVisible();
});

test('an admin finds the certificates the counter generated (generateCertificate_2: an action with a digit)', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.admin);
  const { entityId } = await sessionOf(page);
  const course = await scheduledCourse(page, 1);
  const student = await entityStudent(page);
  await enrolThroughApi(page, student, [course.id], 'total');
  await api(
    page,
    certificates.generateCertificate_2,
    { scheduled_id: course.id, entity_id: entityId, student_id: student.id },
    { token: await tokenOf(page, ACCOUNTS.counter) },
  );
  await openAudit(page, '/dashboard/admin/audit');
  await page.getByLabel(M.AUDIT_SERVICE_LABEL).selectOption({ label: M.AUDIT_SERVICE_LABELS.students });
  await page.getByLabel(M.AUDIT_FNAME_LABEL).selectOption('generateCertificate_2');
  await page.getByRole('button', { name: M.AUDIT_APPLY }).click();
  const row = rowWith(page, ACCOUNTS.counter).first();
  await expect(row).toContainText(M.AUDIT_FNAME_LABELS.generateCertificate_2);
  await expect(row).toContainText('students.generateCertificate_2');
  await expect(page.getByText('El valor no es válido')).toHaveCount(0);
});
