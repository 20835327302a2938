import { paymentAccounts } from '@edu/shared';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/api';
import { useEntityId } from '../../../lib/session';

/** Every payment account of the entity (at most 20), in the order the student's checkout shows them. */
export function usePaymentAccounts() {
  const entityId = useEntityId();
  return useQuery({ ...queryOf(paymentAccounts.getPaymentAccounts, { entity: entityId }), enabled: Boolean(entityId) });
}
