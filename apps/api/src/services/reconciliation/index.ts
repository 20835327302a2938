import { exportCashView } from './export-cash-view.js';
import { getCashView } from './get-cash-view.js';
import { getReconciliationSettings } from './get-reconciliation-settings.js';
import { updateReconciliationSettings } from './update-reconciliation-settings.js';

export { accountLabel } from './account-label.js';
export { holdMatching, rematchEntity } from './rematch.js';
export { matchOf, recordPayment } from './reconciliation.queries.js';

export const reconciliationHandlers = [
  getReconciliationSettings,
  updateReconciliationSettings,
  getCashView,
  exportCashView,
];
