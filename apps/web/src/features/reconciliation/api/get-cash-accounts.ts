import { statements } from '@edu/shared';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/api';
import { useEntityId } from '../../../lib/session';

/**
 * The entity's payment accounts for the account filter: getStatementAccounts (decision 0061) is the list the counter
 * may read (getPaymentAccounts is the admins'), and the same query as 'Extractos bancarios' in the cache.
 */
export function useCashAccounts() {
  const entityId = useEntityId();
  return useQuery({ ...queryOf(statements.getStatementAccounts, { entity: entityId }), enabled: Boolean(entityId) });
}
