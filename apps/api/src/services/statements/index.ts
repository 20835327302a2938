import { exportMovements } from './export-movements.js';
import { getMovements } from './get-movements.js';
import { getStatementAccounts } from './get-statement-accounts.js';
import { getStatementMapping } from './get-statement-mapping.js';
import { importStatement } from './import-statement.js';
import { previewStatement } from './preview-statement.js';
import { saveStatementMapping } from './save-statement-mapping.js';

export const statementsHandlers = [
  getStatementAccounts,
  getStatementMapping,
  saveStatementMapping,
  previewStatement,
  importStatement,
  getMovements,
  exportMovements,
];
