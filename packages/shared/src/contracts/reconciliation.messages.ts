// Texts of matching orders to the bank's movements and of the cash view, staff screens only
// (docs/decisions/0062-matching-payments.md): messages.ts re-exports them; the web build puts them in the staff's texts
// chunk, so that neither the login page nor the students' entry downloads them.
import type { MatchReason, MatchState } from '../common/constants.js';

export const MATCH_STATE_LABELS: Record<MatchState, string> = {
  coincide: 'Coincide',
  revisar: 'Revisar',
  sin_movimiento: 'Sin movimiento',
  numero_repetido: 'Número repetido',
};
/** Why, in a sentence the counter reads beside the state. */
export const MATCH_REASON_LABELS: Record<MatchReason, string> = {
  number_used: 'El número de operación ya pagó otra orden.',
  image_used: 'La misma imagen de voucher ya pagó otra orden.',
  number_and_amount: 'Un movimiento tiene el mismo número de operación y el monto.',
  several_movements: 'Varios movimientos tienen el número de operación y el monto.',
  amount_only: 'Solo coinciden el monto y la fecha: falta el número de operación.',
  number_other_amount: 'El número de operación está en un movimiento de otro monto.',
  reading_disagrees: 'Lo leído del voucher no coincide con lo que escribió el alumno.',
  claimed_twice: 'Otra orden pendiente coincide con el mismo movimiento.',
  nothing: 'Ningún movimiento de los extractos coincide todavía.',
};
export const MATCH_FILTER_LABEL = 'Conciliación';
export const MATCH_FILTER_ALL = 'Todas';
export const MATCH_NOT_YET = 'Sin conciliar';
export const ACCEPT_MATCHES = 'Aceptar coincidencias';
export const acceptMatchesConfirm = (count: number, total: string) =>
  `¿Aceptar ${count === 1 ? 'la orden que coincide' : `las ${count} órdenes que coinciden`} con un movimiento, por S/ ${total} en total? Se desbloquearán sus módulos y se avisará a cada alumno.`;
export const acceptMatchesDone = (accepted: number, skipped: number) =>
  `${accepted === 1 ? 'Se aceptó 1 orden' : `Se aceptaron ${accepted} órdenes`}${skipped ? `; ${skipped === 1 ? '1 ya no coincidía' : `${skipped} ya no coincidían`} y quedaron pendientes` : ''}.`;
export const ACCEPT_MATCHES_NONE = 'No hay órdenes que coincidan en esta página.';
export const MATCH_NO_LONGER = 'La orden ya no coincide con un movimiento: revísela antes de aceptarla.';
export const MOVEMENT_ALREADY_USED = 'El movimiento ya pagó otra orden.';
export const PAID_WITH_MOVEMENT = 'Pagada con el movimiento';
/** the order detail's section: the state, its reason and the movement to look at */
export const MATCH_SECTION_TITLE = 'Conciliación con el banco';
export const MATCH_MOVEMENT_TITLE = 'Movimiento';
export const MOVEMENT_LABELS = {
  account: 'Cuenta',
  operation_number: 'N.º de operación',
  amount: 'Monto',
  moved_at: 'Fecha',
} as const;

export const RECONCILIATION_SETTINGS_TITLE = 'Conciliación de pagos';
export const RECONCILIATION_TOLERANCE = 'Tolerancia del monto (S/)';
export const RECONCILIATION_DAYS_BEFORE = 'Días antes del pedido';
export const RECONCILIATION_DAYS_AFTER = 'Días después del pedido';
export const RECONCILIATION_TOLERANCE_INVALID = 'Ingrese un monto entre 0.00 y 100.00, con dos decimales como máximo';
export const RECONCILIATION_DAYS_INVALID = 'Ingrese un número entero de días dentro del rango';
export const RECONCILIATION_SAVED = 'Se guardó la conciliación de pagos';

export const CASH_VIEW_TITLE = 'Caja';
export const CASH_INTRO =
  'Lo que llegó a las cuentas de la entidad cada día, lo que ya pagó una orden y lo que falta seguir, según los extractos importados.';
export const CASH_FROM = 'Desde';
export const CASH_TO = 'Hasta';
export const CASH_ACCOUNT = 'Cuenta';
export const CASH_ALL_ACCOUNTS = 'Todas las cuentas';
export const CASH_DAYS_TITLE = 'Movimientos por día y cuenta';
export const CASH_COL_DAY = 'Día';
export const CASH_COL_ACCOUNT = 'Cuenta';
export const CASH_COL_RECEIVED = 'Movimientos recibidos';
export const CASH_COL_RECEIVED_TOTAL = 'Monto recibido';
export const CASH_COL_ACCEPTED = 'Órdenes aceptadas';
export const CASH_COL_ACCEPTED_TOTAL = 'Monto aceptado';
export const CASH_COL_UNMATCHED = 'Movimientos sin orden';
export const CASH_COL_UNMATCHED_TOTAL = 'Monto sin orden';
export const CASH_WAITING_TITLE = 'Órdenes en espera';
export const CASH_COL_WAITING = 'Órdenes pendientes';
export const CASH_COL_WAITING_TOTAL = 'Monto pendiente';
export const CASH_COL_OLDEST_DAYS = 'Antigüedad (días)';
export const CASH_RANGE_INVALID =
  'La fecha final debe ser igual o posterior a la inicial, en un rango de 92 días como máximo';
export const CASH_EMPTY = 'No hay movimientos ni órdenes en estas fechas.';
export const CASH_DAYS_EMPTY = 'No hay movimientos en estas fechas.';
export const CASH_WAITING_EMPTY = 'No hay órdenes en espera de estas fechas.';
export const RECONCILIATION_DEFAULTS_NOTE = 'Valores por defecto: aún no se guardaron los de la entidad.';
