import { getAuditLog } from './get-audit-log.js';

/** The audit trail (decision 0041): an fname of the entities service. */
export const auditHandlers = [getAuditLog];
