// The registry of every fname: server and web app both read it. One namespace per area of decision 0056, named as its
// file (camelCase); a new fname is added to its area's file, a new area's file is listed here.
import type { ServiceName } from '../common/constants.js';
import * as attempts from './attempts.js';
import * as audit from './audit.js';
import * as auth from './auth.js';
import * as campuses from './campuses.js';
import * as catalog from './catalog.js';
import * as certificates from './certificates.js';
import * as courses from './courses.js';
import * as credentials from './credentials.js';
import type { FnameDef } from './define.js';
import * as entities from './entities.js';
import * as evaluations from './evaluations.js';
import * as grades from './grades.js';
import * as invitations from './invitations.js';
import * as materials from './materials.js';
import * as metrics from './metrics.js';
import * as myCourses from './my-courses.js';
import * as orders from './orders.js';
import * as paymentAccounts from './payment-accounts.js';
import * as permissions from './permissions.js';
import * as questionBank from './question-bank.js';
import * as receipts from './receipts.js';
import * as reconciliation from './reconciliation.js';
import * as scheduleds from './scheduleds.js';
import * as statements from './statements.js';
import * as students from './students.js';
import * as users from './users.js';

export * from './define.js';
export * from './fields.js';
export * from './public-fnames.js';
export { attempts, audit, auth, campuses, catalog, certificates, courses, credentials, entities, evaluations, grades, invitations, materials, metrics, myCourses, orders, paymentAccounts, permissions, questionBank, receipts, reconciliation, scheduleds, statements, students, users };
export type { CategoryOutput, CertificateOutput, CourseOutput, ItemOutput, PracticeOutput } from './courses.js';
export type { CatalogCard, CatalogCourse, CatalogEntity, CatalogModule } from './catalog.js';
export type { CheckoutLine, CheckoutModuleState, MyOrder } from './orders.js';
export type { LockReason, MyCourseCard, MyEvaluation, MyEvaluationState, MyMaterial, MyModule } from './my-courses.js';
export type { MyCertificate } from './certificates.js';
export type { AuditFilterValues, AuditRow } from './audit.js';
export type { EntityAccess, EntityOutput } from './entities.js';
export type { CampusOutput } from './campuses.js';
export type { CredentialOutput } from './credentials.js';
export type { EvaluationOutput, EvaluationQuestionOutput, PublishedEvaluationOutput, PublishFormValues } from './evaluations.js';
export type { QuestionOutput } from './question-bank.js';
export type { AttemptView } from './attempts.js';
export type { GradeCell, GradeColumn, Gradebook, GradebookRow, MyGrades, PendingAnswer, StudentGrades } from './grades.js';
export type { BulkLine } from './students.js';
export type { MaterialOutput } from './materials.js';
export type { EntityDashboard, EntityFigures, PlatformMetrics } from './metrics.js';
export type { MovementRef, OrderOutput, OrderProductOutput } from './orders.js';
export type { CheckoutPaymentAccount, PaymentAccountOutput } from './payment-accounts.js';
export type { CashDay, CashWaiting, ReconciliationSettings } from './reconciliation.js';
export type { ScheduledOutput } from './scheduleds.js';
export type { FiscalSettingsOutput, OrderReceipt, ReceiptFile, ReceiptOutput, ReceiptRef } from './receipts.js';
export { RECEIPT_FILES, receiptLabel } from './receipts.js';
export type { MovementOutput, StatementAccount, StatementLine, StatementMapping, StatementMappingValues } from './statements.js';
export type { StudentCertificateOutput } from './certificates.js';
// step 15, certificates (decision 0054)
export type { CertificateIssuing } from './certificates.js';
export type { StudentOutput } from './students.js';
export type { UserOutput } from './users.js';

function collect(mod: Record<string, unknown>): FnameDef[] {
  return Object.values(mod).filter(
    (v): v is FnameDef => typeof v === 'object' && v !== null && 'service' in v && 'access' in v && 'input' in v,
  );
}

export const ALL_FNAMES: readonly FnameDef[] = [
  ...collect(auth),
  ...collect(permissions),
  ...collect(users),
  ...collect(invitations),
  ...collect(entities),
  ...collect(campuses),
  ...collect(credentials),
  ...collect(paymentAccounts),
  ...collect(catalog),
  ...collect(courses),
  ...collect(scheduleds),
  ...collect(materials),
  ...collect(students),
  ...collect(orders),
  ...collect(reconciliation),
  ...collect(certificates),
  ...collect(myCourses),
  ...collect(evaluations),
  ...collect(questionBank),
  ...collect(attempts),
  ...collect(grades),
  ...collect(audit),
  ...collect(metrics),
  ...collect(statements),
  ...collect(receipts),
];

export function findFname(service: string, name: string, path?: string): FnameDef | undefined {
  return ALL_FNAMES.find(
    (f) => f.service === (service as ServiceName) && f.name === name && (f.path ?? undefined) === path,
  );
}
