import { getEntityDashboard } from './get-entity-dashboard.js';
import { getPlatformMetrics } from './get-platform-metrics.js';

/** The dashboards (decision 0039): Métricas and Inicio of the superadmin, an entity's Resumen. */
export const metricsHandlers = [getPlatformMetrics, getEntityDashboard];
