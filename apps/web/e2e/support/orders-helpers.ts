// Helpers of the orders and certificate journeys (orders/orders.spec.ts, certificates/certificate-verify.spec.ts): a
// scheduled programme, students, and their orders placed through the API, so that a journey owns what it changes.
import { auth, campuses, orders, scheduleds, students, users } from '@edu/shared';
import { api } from './api';
import type { Page } from '@playwright/test';
import { drawImage, sessionOf, unique } from './admin-programmes-helpers';
import { limaDay, type Programme, programmeWithModules } from './coordinator-courses-helpers';
import { ACCOUNTS, PASSWORD } from './helpers';

/** A token of `email`, signed in through the API as any client would. */
export async function tokenOf(page: Page, email: string, password: string = PASSWORD): Promise<string> {
  return (await api(page, auth.signin, { email, password })).token;
}

export interface Scheduled {
  programme: Programme;
  id: string;
  name: string;
}

/** A programme of two modules (S/ 500 + S/ 100 inscription) scheduled as a main course by the coordinator. */
export async function scheduledProgramme(page: Page): Promise<Scheduled> {
  const programme = await programmeWithModules(page, 2);
  const { entityId } = await sessionOf(page);
  const token = await tokenOf(page, ACCOUNTS.coordinator);
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
      start_date: limaDay(5),
      end_date: limaDay(90),
      teacher_ids: [],
      // on sale, as a course must be for a student to buy it
      publish: true,
    },
    { token },
  );
  return { programme, id: scheduled._id as string, name };
}

export interface Student {
  id: string;
  email: string;
  name: string;
  lastname: string;
}

/** A new student of the signed-in staff member's entity, with the demo password, created by the entity's admin. */
export async function newStudent(page: Page, tag: string, name: string): Promise<Student> {
  const { entityId } = await sessionOf(page);
  const admin = await tokenOf(page, ACCOUNTS.admin);
  const email = `${name.toLowerCase()}.${tag}@alumnos.pe`;
  const { user } = await api(
    page,
    users.createUser,
    {
      entity: entityId,
      roles: ['estudiante'],
      name,
      lastname: 'Quispe',
      secondlastname: 'Mamani',
      typeDoc: 'dni',
      dni: '45678912',
      phone: '987654321',
      address: 'Av. Los Próceres 123, Cusco',
      email,
      password: PASSWORD,
    },
    { token: admin },
  );
  return { id: user._id as string, email, name, lastname: user.lastname as string };
}

/** createOrder as the student-facing store sends it: the buyer's own token, the products, a png voucher (a plain one
 * unless `image` is given). */
export async function placeOrder(
  page: Page,
  buyer: Student,
  scheduledIds: string[],
  operationNumber?: string,
  image?: Buffer,
): Promise<string> {
  const { entityId } = await sessionOf(page);
  const token = await tokenOf(page, buyer.email);
  const buffer = image ?? (await drawImage(page, 'image/png', '#1565c0'));
  const voucher = { name: 'voucher.png', mimeType: 'image/png', buffer };
  const { order } = await api(
    page,
    orders.createOrder,
    {
      entity_id: entityId,
      products: scheduledIds.map((scheduled_id) => ({ scheduled_id })),
      ...(operationNumber ? { operation_number: operationNumber } : {}),
    },
    { token, files: { vouchers: voucher } },
  );
  return order._id;
}

/** The buyer's modules of a main scheduled course, as the staff reads them (getCourseModules_byUser). */
export async function modulesOf(page: Page, scheduledId: string, userId: string) {
  const { token } = await sessionOf(page);
  const { modules } = await api(
    page,
    students.getCourseModules_byUser,
    {
      scheduled_id: scheduledId,
      user_id: userId,
    },
    { token },
  );
  return (modules as { name: string; buyed: boolean; status: string }[]).map((m) => ({
    name: m.name,
    isUnlocked: m.buyed && m.status === 'enabled',
  }));
}
