// The registry of every fname: server and web app both read it; a new fname is added to its service file and listed here.
import type { ServiceName } from '../constants.js';
import * as audit from './audit.js';
import * as auth from './auth.js';
import * as bulkEnrolment from './bulk-enrolment.js';
import * as catalog from './catalog.js';
import * as courses from './courses.js';
import type { FnameDef } from './define.js';
import * as entities from './entities.js';
import * as evaluations from './evaluations.js';
import * as listExports from './exports.js';
import * as grades from './grades.js';
import * as invitations from './invitations.js';
import * as materials from './materials.js';
import * as metrics from './metrics.js';
import * as orders from './orders.js';
// payment accounts of the entity (decision 0050)
import * as paymentAccounts from './payment-accounts.js';
import * as scheduleds from './scheduleds.js';
import * as studentCertificates from './student-certificates.js';
import * as studentArea from './student-area.js';
import * as students from './students.js';
import * as users from './users.js';

export * from './define.js';
export * from './fields.js';
export * from './public-fnames.js';
export { audit, auth, bulkEnrolment, catalog, courses, entities, evaluations, grades, invitations, listExports, materials, metrics, orders, paymentAccounts, scheduleds, studentArea, studentCertificates, students, users };
export type { CategoryOutput, CertificateOutput, CourseOutput, ItemOutput, PracticeOutput } from './courses.js';
export type { CatalogCard, CatalogCourse, CatalogEntity, CatalogModule } from './catalog.js';
export type {
  CheckoutLine,
  CheckoutModuleState,
  LockReason,
  MyCertificate,
  MyCourseCard,
  MyEvaluation,
  MyEvaluationState,
  MyMaterial,
  MyModule,
  MyOrder,
} from './student-area.js';
export type { AuditFilterValues, AuditRow } from './audit.js';
export type { CampusOutput, CredentialOutput, EntityAccess, EntityOutput } from './entities.js';
export type { AttemptView, EvaluationOutput, EvaluationQuestionOutput, PublishedEvaluationOutput, PublishFormValues, QuestionOutput } from './evaluations.js';
export type { GradeCell, GradeColumn, Gradebook, GradebookRow, MyGrades, PendingAnswer, StudentGrades } from './grades.js';
export type { BulkLine } from './bulk-enrolment.js';
export type { MaterialOutput } from './materials.js';
export type { EntityDashboard, EntityFigures, PlatformMetrics } from './metrics.js';
export type { OrderOutput, OrderProductOutput } from './orders.js';
export type { CheckoutPaymentAccount, PaymentAccountOutput } from './payment-accounts.js';
export type { ScheduledOutput } from './scheduleds.js';
export type { StudentCertificateOutput } from './student-certificates.js';
// step 15, certificates (decision 0054)
export type { CertificateIssuing } from './student-certificates.js';
export type { StudentOutput } from './students.js';
export type { UserOutput } from './users.js';

function collect(mod: Record<string, unknown>): FnameDef[] {
  return Object.values(mod).filter(
    (v): v is FnameDef => typeof v === 'object' && v !== null && 'service' in v && 'access' in v && 'input' in v,
  );
}

export const ALL_FNAMES: readonly FnameDef[] = [
  ...collect(auth),
  ...collect(users),
  ...collect(invitations),
  ...collect(entities),
  ...collect(catalog),
  ...collect(courses),
  ...collect(materials),
  ...collect(scheduleds),
  ...collect(students),
  ...collect(orders),
  ...collect(studentCertificates),
  ...collect(studentArea),
  ...collect(evaluations),
  ...collect(grades),
  ...collect(audit),
  ...collect(metrics),
  ...collect(listExports),
  ...collect(bulkEnrolment),
  ...collect(paymentAccounts),
];

export function findFname(service: string, name: string, path?: string): FnameDef | undefined {
  return ALL_FNAMES.find(
    (f) => f.service === (service as ServiceName) && f.name === name && (f.path ?? undefined) === path,
  );
}
