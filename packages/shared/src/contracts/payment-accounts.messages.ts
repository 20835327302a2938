// Texts of the entity's payment accounts and of the counter's order detail, staff screens only (decision 0050):
// messages.ts re-exports them; the web build gives this file a chunk of its own, so that neither the login page nor the
// students' entry downloads them. The students' texts of 'Cómo pagar' are in student-messages.ts.
import type { PaymentBank } from '../common/constants.js';

export const PAYMENT_ACCOUNTS_TAB = 'Cuentas para pagos';
export const PAYMENT_ACCOUNTS_INTRO =
  'Las cuentas activas se muestran al alumno al comprar, en «Cómo pagar», en este orden. Las credenciales de «Métodos de pago» son de las pasarelas de tarjeta y no se muestran al alumno.';
export const PAYMENT_BANK_LABELS: Record<PaymentBank, string> = {
  bcp: 'BCP',
  interbank: 'Interbank',
  bbva: 'BBVA',
  scotiabank: 'Scotiabank',
  other: 'Otro banco',
};
export const NEW_PAYMENT_ACCOUNT = 'Nueva cuenta';
export const UPDATE_PAYMENT_ACCOUNT = 'Editar cuenta';
export const DELETE_PAYMENT_ACCOUNT = 'Eliminar cuenta';
export const DELETE_PAYMENT_ACCOUNT_CONFIRM =
  '¿Está seguro de eliminar esta cuenta? El alumno dejará de verla al comprar.';
export const PAYMENT_ACCOUNT_CREATED = 'Cuenta creada con éxito';
export const PAYMENT_ACCOUNT_UPDATED = 'Cuenta actualizada con éxito';
export const PAYMENT_ACCOUNT_DELETED = 'Cuenta eliminada con éxito';
export const NO_PAYMENT_ACCOUNTS =
  'Aún no hay cuentas: agregue su Yape, Plin o cuenta bancaria para que el alumno sepa dónde pagar.';
export const PAYMENT_ACCOUNT_LABELS = {
  kind: 'Tipo',
  bank: 'Banco',
  bankName: 'Nombre del banco',
  number: 'Número',
  phone: 'Número de celular',
  accountNumber: 'Número de cuenta',
  cci: 'CCI (20 dígitos)',
  holder: 'Titular',
  qr: 'Código QR (opcional)',
  active: 'Activa (se muestra al alumno)',
  position: 'Orden',
  state: 'Estado',
} as const;
export const PAYMENT_ACCOUNT_ACTIVE = 'Activa';
export const PAYMENT_ACCOUNT_INACTIVE = 'Inactiva';
export const PAYMENT_ACCOUNT_REMOVE_QR = 'Quitar el código QR';
export const PAYMENT_ACCOUNT_POSITION_HINT = 'Las cuentas se muestran de menor a mayor';
export const PAYMENT_ACCOUNT_KIND_INVALID = 'Seleccione el tipo de cuenta';
export const PAYMENT_ACCOUNT_PHONE_INVALID = 'El número de Yape o Plin debe tener 9 dígitos y empezar con 9';
export const PAYMENT_ACCOUNT_NUMBER_INVALID = 'El número de cuenta debe tener de 6 a 20 dígitos (puede llevar guiones)';
export const PAYMENT_ACCOUNT_CCI_INVALID = 'El CCI debe tener exactamente 20 dígitos';
export const PAYMENT_ACCOUNT_CCI_REQUIRED = 'Ingrese el CCI de la cuenta bancaria (20 dígitos)';
export const PAYMENT_ACCOUNT_CCI_NOT_ALLOWED = 'Solo las cuentas bancarias y de depósito llevan CCI';
export const PAYMENT_ACCOUNT_BANK_REQUIRED = 'Seleccione el banco';
export const PAYMENT_ACCOUNT_BANK_NAME_REQUIRED = 'Escriba el nombre del banco';
export const PAYMENT_ACCOUNT_HOLDER_REQUIRED = 'Ingrese el titular de la cuenta';
export const PAYMENT_ACCOUNT_POSITION_INVALID = 'El orden debe ser un número entero de 1 a 99';
export const PAYMENT_ACCOUNT_QR_NOT_ALLOWED = 'Solo las cuentas Yape o Plin llevan código QR';
export const PAYMENT_ACCOUNT_DUPLICATE = 'Esa cuenta ya está registrada en la entidad';
export const paymentAccountsFull = (max: number) => `La entidad puede tener hasta ${max} cuentas para pagos`;
export const CREDENTIAL_DUPLICATE = 'Ya existe una credencial con ese servicio y correo';

// The counter's order detail (02 §2.12, 04 §2.4)
export const ORDER_ALREADY_ACCEPTED = 'La orden ya había sido aceptada';
export const ORDER_ALREADY_REJECTED = 'La orden ya había sido rechazada';
export const ACCEPT_ORDER_TITLE = 'Aceptar orden';
export const acceptOrderConfirm = (buyer: string, total: string) =>
  `¿Aceptar la orden de ${buyer} por ${total}? Se matriculará en lo que compró y se desbloquearán sus módulos.`;
export const rejectOrderConfirm = (buyer: string, total: string) =>
  `Se rechazará la orden de ${buyer} por ${total}. El alumno verá este comentario.`;
export const ORDER_OPERATION_NUMBER = 'N.º de operación';
export const ORDER_NO_OPERATION_NUMBER = 'El alumno no indicó el número de operación';
export const DUPLICATE_REASONS = {
  image: 'la misma imagen',
  operation: 'el mismo número de operación y monto',
} as const;
export const duplicateOf = (reason: string, buyer: string, email: string, date: string, state: string) =>
  `Tiene ${reason} que la orden de ${buyer} (${email}) del ${date} — ${state}`;
