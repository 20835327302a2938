import { getAuditLog } from './get-audit-log.js';

/** The audit trail (step 12): an fname of the entities service. */
export const auditHandlers = [getAuditLog];
