// Texts of the orders area, beside contracts/orders.ts (decision 0056). messages.ts re-exports them, so `M.X` reads
// every text of the product. The older order texts stay in messages.ts and student-messages.ts.

// ── What was read from a voucher (decision 0060) ──
export const VOUCHER_READ_TITLE = 'Leído del voucher';
export const VOUCHER_READING = 'Leyendo el voucher…';
export const VOUCHER_READ_FAILED = 'No se pudo leer el voucher';
export const VOUCHER_NOT_READ = 'Este voucher no se leyó automáticamente';
export const VOUCHER_TYPED = 'Escrito por el estudiante';
export const VOUCHER_READ_SOURCE = 'Origen';
export const VOUCHER_READ_AMOUNT = 'Monto';
export const VOUCHER_READ_PAID_AT = 'Fecha y hora';
export const VOUCHER_READ_NOTHING = 'No leído';
export const VOUCHER_READ_DOUBTFUL = 'Lectura dudosa';
export const VOUCHER_SOURCE_LABELS = {
  yape: 'Yape',
  plin: 'Plin',
  bcp: 'BCP',
  interbank: 'Interbank',
  bbva: 'BBVA',
  scotiabank: 'Scotiabank',
  unknown: 'Desconocido',
} as const;
export const voucherAmountDiffers = (read: string, total: string) =>
  `El monto leído (${read}) no es el total de la orden (${total})`;
export const voucherOperationDiffers = (read: string, typed: string) =>
  `El número de operación leído (${read}) no es el que escribió el estudiante (${typed})`;
export const VOUCHER_DATE_AFTER_ORDER = 'La fecha del voucher es posterior a la orden';
export const voucherDateTooOld = (days: number) => `La fecha del voucher es de más de ${days} días antes de la orden`;

// ── Anular: the front desk reverses an accepted order (annulOrder, migration 030) ──
export const ANNUL = 'Anular';
export const ANNUL_ORDER_TITLE = 'Anular orden';
export const annulOrderConfirm = (buyer: string, total: string) =>
  `¿Anular la orden aceptada de ${buyer} por ${total}? Perderá la matrícula y los módulos que compró con ella y, si tiene comprobante electrónico, se emitirá su nota de crédito. Esta acción no se puede deshacer.`;
export const ANNUL_REASON_LABEL = 'Motivo de la anulación';
export const ANNUL_REASON_REQUIRED = 'Escriba el motivo de la anulación';
export const ORDER_ANNULLED = 'Orden anulada con éxito';
export const ORDER_ALREADY_ANNULLED = 'La orden ya había sido anulada';
export const ORDER_NOT_ANNULLABLE = 'Solo se puede anular una orden aceptada.';
export const ORDER_ANNUL_FAILED = 'Ha ocurrido un problema al anular la orden';
export const orderAnnulledMailSubject = (entity: string) => `${entity}: tu pedido fue anulado`;
export const orderAnnulledMailText = (courses: string, reason: string) =>
  `Tu pedido de ${courses} fue anulado y ya no tienes acceso a lo que compraste con él.\n\nMotivo: ${reason}\n\nSi el pedido tenía comprobante electrónico, se emitió su nota de crédito. Puedes verlo en Mis pedidos:`;
