// Every handler of every area (decision 0056), each registered under the wire service its contract names. A contract
// without a handler fails the registry test.
import type { FnameDef } from '@edu/shared';
import { auditHandlers } from '../services/audit/index.js';
import { attemptsHandlers } from '../services/attempts/index.js';
import { authHandlers } from '../services/auth/index.js';
import { campusesHandlers } from '../services/campuses/index.js';
import { catalogHandlers } from '../services/catalog/index.js';
import { coursesHandlers } from '../services/courses/index.js';
import { certificatesHandlers } from '../services/certificates/index.js';
import { credentialsHandlers } from '../services/credentials/index.js';
import { entitiesHandlers } from '../services/entities/index.js';
import { evaluationsHandlers } from '../services/evaluations/index.js';
import { gradesHandlers } from '../services/grades/index.js';
import { invitationsHandlers } from '../services/invitations/index.js';
import { materialsHandlers } from '../services/materials/index.js';
import { metricsHandlers } from '../services/metrics/index.js';
import { myCoursesHandlers } from '../services/my-courses/index.js';
import { ordersHandlers } from '../services/orders/index.js';
import { paymentAccountsHandlers } from '../services/payment-accounts/index.js';
import { reconciliationHandlers } from '../services/reconciliation/index.js';
import { permissionsHandlers } from '../services/permissions/index.js';
import { questionBankHandlers } from '../services/question-bank/index.js';
import { scheduledsHandlers } from '../services/scheduleds/index.js';
import { statementsHandlers } from '../services/statements/index.js';
import { receiptsHandlers } from '../services/receipts/index.js';
import { studentsHandlers } from '../services/students/index.js';
import { usersHandlers } from '../services/users/index.js';
import type { Handler } from './context.js';

export const HANDLERS: readonly Handler[] = [
  ...authHandlers,
  ...permissionsHandlers,
  ...usersHandlers,
  ...invitationsHandlers,
  ...entitiesHandlers,
  ...campusesHandlers,
  ...credentialsHandlers,
  ...catalogHandlers,
  ...coursesHandlers,
  ...scheduledsHandlers,
  ...materialsHandlers,
  ...studentsHandlers,
  ...ordersHandlers,
  ...certificatesHandlers,
  ...myCoursesHandlers,
  ...evaluationsHandlers,
  ...questionBankHandlers,
  ...attemptsHandlers,
  ...gradesHandlers,
  ...auditHandlers,
  ...metricsHandlers,
  ...paymentAccountsHandlers,
  ...reconciliationHandlers,
  ...statementsHandlers,
  ...receiptsHandlers,
] as Handler[];

const byDef = new Map<FnameDef, Handler>(HANDLERS.map((h) => [h.def, h]));

export const handlerFor = (def: FnameDef) => byDef.get(def);
