import { audit, type Input } from '@edu/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/api';

export type AuditLogInput = Input<typeof audit.getAuditLog>;

/**
 * One page of the audit trail (25 rows after the keyset `after`), its next keyset and capped total. Always stale: the
 * trail grows with every change anywhere, so filtering again (or clearing) shows the newest lines, not a cached page.
 */
export const useAuditLog = (input: AuditLogInput) =>
  useQuery({ ...queryOf(audit.getAuditLog, input), placeholderData: keepPreviousData, staleTime: 0 });
