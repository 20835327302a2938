import { type MetricPeriod, metrics } from '@edu/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/api';
import { useEntityId } from '../../../lib/session';

/** The current entity's own dashboard ('Resumen') over the period. */
export function useEntityDashboard(period: MetricPeriod) {
  const entityId = useEntityId();
  return useQuery({
    ...queryOf(metrics.getEntityDashboard, { entity_id: entityId, period }),
    enabled: Boolean(entityId),
    placeholderData: keepPreviousData,
  });
}
