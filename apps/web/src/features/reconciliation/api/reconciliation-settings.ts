import { orders, reconciliation } from '@edu/shared';
import { useQuery } from '@tanstack/react-query';
import { call, queryOf, useApiMutation } from '../../../lib/api';
import { useEntityId } from '../../../lib/session';

/** What the entity accepts as a match (decision 0062): the amount's tolerance and the date window. */
export function useReconciliationSettings(isEnabled: boolean) {
  const entityId = useEntityId();
  return useQuery({
    ...queryOf(reconciliation.getReconciliationSettings, { entity_id: entityId }),
    enabled: isEnabled && Boolean(entityId),
  });
}

export interface SettingsValues {
  tolerance: string;
  days_before: number;
  days_after: number;
}

/**
 * Saves them: the server matches every pending order again with the new rules, so the orders' lists and the cash
 * view are stale; its message ('Se guardó la conciliación de pagos') is the toast.
 */
export function useUpdateReconciliationSettings() {
  const entityId = useEntityId();
  return useApiMutation({
    mutationFn: (values: SettingsValues) =>
      call(reconciliation.updateReconciliationSettings, { entity_id: entityId, ...values }),
    success: (data) => data.message,
    invalidates: [
      reconciliation.getReconciliationSettings,
      reconciliation.getCashView,
      orders.getOrders,
      orders.getOrderDetail,
    ],
  });
}
