import { type MetricPeriod, metrics } from '@edu/shared';
import { useEntityList } from '../../../lib/entity-list';

/** The current entity's own dashboard ('Resumen') over the period. */
export function useEntityDashboard(period: MetricPeriod) {
  return useEntityList(metrics.getEntityDashboard, (entityId) => ({ entity_id: entityId, period }));
}
