import type { ReconciliationSettings } from '@edu/shared';
import type { SettingsRow } from './reconciliation.queries.js';

export const toSettingsOutput = (row: SettingsRow): ReconciliationSettings => ({
  tolerance: Number(row.tolerance).toFixed(2),
  days_before: row.days_before,
  days_after: row.days_after,
  is_default: row.is_default,
});
