// Texts of the dashboards (step 12): Métricas and Inicio of the superadmin, and an entity's own 'Resumen'
// (docs/decisions/0039-metrics-and-dashboards.md). messages.ts re-exports them, so `M.X` reads every text.

export const MENU_SUMMARY = 'Resumen';
export const METRICS_TITLE = 'Métricas';
export const SUPERADMIN_HOME_TITLE = 'Inicio';
export const SUMMARY_TITLE = 'Resumen';
export const METRICS_PERIOD_LABEL = 'Periodo';
export const METRICS_PERIOD_INVALID = 'Elija un periodo de 3, 6 o 12 meses';
export const metricsPeriodOption = (months: string) => `Últimos ${months} meses`;
export const metricsTableCaption = (chart: string) => `Datos del gráfico: ${chart}`;
export const METRICS_ALL_ENTITIES = 'Todas las entidades';
export const METRICS_NONE = 'Sin datos en el periodo';

/** The headline figures (cards of Inicio and Métricas) and the columns of the per-entity table. */
export const METRIC_LABELS = {
  entity: 'Entidad',
  staff: 'Personal',
  students: 'Alumnos',
  programmes: 'Programas',
  running: 'Cursos en curso',
  revenue: 'Ingresos aceptados',
  vouchers: 'Vouchers por revisar',
  oldestVoucher: 'Voucher más antiguo',
  oldestVoucherDays: 'Voucher más antiguo (días)',
  storage: 'Almacenamiento',
  files: 'Archivos',
  outboxPending: 'Correos pendientes',
  outboxFailed: 'Correos fallidos',
  outboxOldest: 'Correo pendiente más antiguo',
} as const;

export const ORDER_STATE_LABELS = {
  pending: 'Pendientes',
  success: 'Aceptados',
  rejected: 'Rechazados',
  canceled: 'Cancelados',
  annulled: 'Anulados',
} as const;

export const VOUCHER_AGE_LABELS = {
  day: 'Menos de 1 día',
  days3: '1 a 3 días',
  week: '3 a 7 días',
  older: 'Más de 7 días',
} as const;

export const CHART_TITLES = {
  revenue: 'Ingresos aceptados por mes',
  orders: 'Pedidos por estado',
  perEntity: 'Cifras por entidad',
  people: 'Alumnos y personal por entidad',
  outbox: 'Correo saliente',
  enrolments: 'Matrículas por mes',
  conversion: 'Conversión de pedidos',
  vouchers: 'Vouchers por revisar según antigüedad',
  topProgrammes: 'Programas con más alumnos',
  modules: 'Resultados de evaluaciones por módulo',
  atRisk: 'Alumnos en riesgo',
} as const;

export const CHART_AXES = {
  month: 'Mes',
  soles: 'Soles (S/)',
  count: 'Cantidad',
  orders: 'Pedidos',
  enrolments: 'Matrículas',
  students: 'Alumnos',
  average: 'Promedio (0-20)',
  state: 'Estado',
  age: 'Antigüedad',
  programme: 'Programa',
  module: 'Módulo',
} as const;

export const MODULE_COLUMNS = {
  module: 'Módulo',
  programme: 'Programa',
  results: 'Resultados',
  average: 'Promedio',
  passed: 'Aprobados',
} as const;

export const AT_RISK_COLUMNS = {
  student: 'Alumno',
  course: 'Curso',
  final: 'Nota final',
} as const;
export const atRiskSummary = (count: number, mark: string) =>
  `${count} ${count === 1 ? 'alumno tiene' : 'alumnos tienen'} la nota final por debajo de ${mark}`;

const MONTHS_SHORT = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'set', 'oct', 'nov', 'dic'] as const;
/** '2026-11' → 'nov 2026' (Peru writes 'set' for septiembre). */
export const monthLabel = (month: string) =>
  `${MONTHS_SHORT[Number(month.slice(5, 7)) - 1] ?? month} ${month.slice(0, 4)}`;
export const daysLabel = (days: number | null) => (days === null ? '—' : `${days} ${days === 1 ? 'día' : 'días'}`);
