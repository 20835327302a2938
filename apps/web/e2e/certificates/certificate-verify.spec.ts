// The public page of a certificate's QR code (docs/decisions/0018-students-orders-certificates.md): signed out, a real
// code shows 'Certificado válido' with the student, the course and its dates in the entity's branding; an unknown code
// shows 'Certificado no válido'.
import { certificates, students } from '@edu/shared';
import { api } from '../support/api';
import { unique } from '../support/admin-programmes-helpers';
import { limaDay, shown } from '../support/coordinator-courses-helpers';
import { expect, test } from '../support/fixtures';
import { ACCOUNTS, heading, pathIs, signIn, signOut } from '../support/helpers';
import { newStudent, scheduledProgramme } from '../support/orders-helpers';

const rgbOf = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

test('a generated certificate is valid on its public page, signed out and signed in', async ({ page }) => {
  await signIn(page, ACCOUNTS.counter);
  const course = await scheduledProgramme(page);
  const student = await newStudent(page, unique('x').split(' ')[1] as string, 'Rosa');
  const session = await page.evaluate(() => JSON.parse(localStorage.getItem('session') ?? '{}'));
  await api(
    page,
    students.assignUserToScheduled,
    {
      entity: session.entityId,
      user: student.id,
      scheduleds: [course.id],
      rol: ['estudiante'],
      type: 'web',
    },
    { token: session.token },
  );
  const certificate = await api(
    page,
    certificates.generateCertificate_2,
    {
      scheduled_id: course.id,
      entity_id: session.entityId,
      student_id: student.id,
    },
    { token: session.token },
  );
  const code = certificate.code as string;
  expect(certificate.verify_url).toMatch(new RegExp(`/certificados/${code}$`));
  await signOut(page);

  await page.goto(`/certificados/${code}`);
  await expect(page).toHaveURL(pathIs(`/certificados/${code}`));
  await expect(heading(page, 'Certificado válido')).toBeVisible();
  const details = page.locator('dl');
  await expect(details).toContainText(`${student.name} ${student.lastname}`);
  await expect(details).toContainText(course.name);
  await expect(details).toContainText(`Del ${shown(limaDay(5))} al ${shown(limaDay(90))}`);
  await expect(details).toContainText(shown(limaDay(0)));
  await expect(details).toContainText(code);
  // the entity's branding: its name and logo on a band of its sidebar colour
  const { certificate: shownCertificate } = await api(page, certificates.verifyCertificate, { code });
  const header = page.getByTestId('certificate-header');
  await expect(header).toContainText('Colegio Andino');
  await expect(header.getByRole('img', { name: 'Colegio Andino' })).toBeVisible();
  await expect(header).toHaveCSS('background-color', rgbOf(shownCertificate!.entity.colors.bg_sidebar));

  // the same page for a signed-in visitor, and the code in lower case
  await signIn(page, ACCOUNTS.counter);
  await page.goto(`/certificados/${code.toLowerCase()}`);
  await expect(heading(page, 'Certificado válido')).toBeVisible();
  await expect(page.locator('dl')).toContainText(`${student.name} ${student.lastname}`);
});

test('an unknown code is not valid', async ({ page }) => {
  await page.goto('/certificados/NOEXISTE2345ABCD');
  await expect(heading(page, 'Certificado no válido')).toBeVisible();
  await expect(page.getByText('No existe un certificado con este código.', { exact: false })).toBeVisible();
  await expect(page.getByText('NOEXISTE2345ABCD')).toBeVisible();
  await expect(page.locator('dl')).toHaveCount(0);
});
