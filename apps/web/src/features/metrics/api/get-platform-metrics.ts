import { type MetricPeriod, metrics } from '@edu/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/api';

/** Métricas and Inicio of the superadmin: every entity's figures and their total over the period. */
export function usePlatformMetrics(period: MetricPeriod) {
  return useQuery({ ...queryOf(metrics.getPlatformMetrics, { period }), placeholderData: keepPreviousData });
}
