// Texts of electronic receipts (docs/decisions/0063-electronic-receipts.md): the entity's fiscal settings, the staff's
// list of receipts, and what the buyer sees at checkout and in Mis pedidos. messages.ts re-exports them.
import type { TaxTreatment } from './receipts.rules.js';

export const FISCAL_TAB = 'Facturación electrónica';
export const FISCAL_INTRO =
  'Con la facturación electrónica activa, cada orden aceptada emite su boleta o factura y la envía a SUNAT (o a su OSE).';
export const FISCAL_LABELS = {
  ruc: 'RUC',
  legalName: 'Razón social',
  tradeName: 'Nombre comercial',
  address: 'Dirección fiscal',
  ubigeo: 'Ubigeo',
  establishmentCode: 'Código de establecimiento',
  boletaSeries: 'Serie de boletas',
  facturaSeries: 'Serie de facturas',
  boletaNext: 'Siguiente número de boleta',
  facturaNext: 'Siguiente número de factura',
  defaultTreatment: 'Tratamiento del IGV por defecto',
  destination: 'Destino de los comprobantes',
  oseUrl: 'Dirección del servicio de la OSE',
  solUser: 'Usuario SOL',
  solPassword: 'Clave SOL',
  certificate: 'Certificado digital (.pfx o .p12)',
  certificatePassword: 'Contraseña del certificado',
  isEnabled: 'Emitir comprobantes electrónicos',
  programmes: 'Tratamiento del IGV por programa',
  programme: 'Programa',
  treatment: 'Tratamiento',
} as const;
export const TAX_TREATMENT_LABELS: Record<TaxTreatment, string> = {
  gravado: 'Gravado (IGV 18 %)',
  exonerado: 'Exonerado',
  inafecto: 'Inafecto',
};
export const TREATMENT_DEFAULT = 'El de la entidad';
export const FISCAL_DESTINATION_LABELS = {
  beta: 'SUNAT beta (pruebas)',
  production: 'SUNAT producción',
  ose: 'Una OSE',
} as const;
export const FISCAL_SAVED = 'Datos de facturación guardados con éxito';
export const FISCAL_CERTIFICATE_SAVED = 'Certificado digital guardado con éxito';
export const FISCAL_TREATMENT_SAVED = 'Tratamiento del IGV guardado con éxito';
export const FISCAL_KEEP_SECRET = 'Déjela en blanco para conservar la actual.';
export const FISCAL_NO_CERTIFICATE = 'Aún no se ha subido un certificado digital.';
export const fiscalCertificateOf = (subject: string, until: string) => `${subject}, vigente hasta el ${until}`;
export const FISCAL_UPLOAD_CERTIFICATE = 'Subir certificado';

export const RUC_INVALID = 'Ingrese un RUC válido de 11 dígitos.';
export const UBIGEO_INVALID = 'Ingrese un ubigeo de 6 dígitos.';
export const ESTABLISHMENT_CODE_INVALID = 'Ingrese un código de establecimiento de 4 dígitos.';
export const BOLETA_SERIES_INVALID = 'La serie de boletas tiene 4 caracteres y empieza con B (por ejemplo, B001).';
export const FACTURA_SERIES_INVALID = 'La serie de facturas tiene 4 caracteres y empieza con F (por ejemplo, F001).';
export const RECEIPT_NEXT_INVALID = 'Ingrese un número entre 1 y 99999999.';
export const receiptNextTooLow = (lowest: number) =>
  `Ese número ya se usó en esta serie: el siguiente debe ser ${lowest} o mayor.`;
export const OSE_URL_INVALID = 'Ingrese la dirección https del servicio de la OSE.';
export const CERTIFICATE_REQUIRED = 'Elija el archivo del certificado (.pfx o .p12).';
export const CERTIFICATE_PASSWORD_REQUIRED = 'Ingrese la contraseña del certificado.';
/** Why a .pfx is refused (apps/api/src/services/receipts/ubl/read-certificate.ts codes). */
export const CERTIFICATE_PROBLEMS = {
  not_pkcs12: 'El archivo no es un certificado .pfx o .p12.',
  wrong_password: 'La contraseña del certificado no es correcta.',
  no_private_key: 'El certificado no incluye su clave privada.',
  no_certificate: 'El archivo no incluye el certificado.',
  not_rsa: 'El certificado debe usar una clave RSA.',
  expired: 'El certificado está vencido.',
  not_yet_valid: 'El certificado aún no está vigente.',
} as const;
export const fiscalMissing = (fields: string[]) => `Para emitir comprobantes falta completar: ${fields.join(', ')}.`;

// RECEIPT_KIND_LABELS and RECEIPT_STATE_LABELS are in common/student-messages.ts: Mis pedidos shows them, and the
// students' entry would otherwise download every text of this file (apps/web/vite.config.ts: payment-texts)
export const CHECKOUT_RECEIPT = 'Comprobante';
export const CHECKOUT_RECEIPT_BOLETA_HINT = 'A su nombre, con su documento de identidad.';
export const BUYER_RUC = 'RUC de la empresa';
export const BUYER_LEGAL_NAME = 'Razón social de la empresa';
export const BUYER_LEGAL_NAME_REQUIRED = 'Ingrese la razón social de la empresa.';
export const RECEIPTS_TITLE = 'Comprobantes';
export const RECEIPT_COLUMNS = {
  label: 'Serie-número',
  kind: 'Tipo',
  issuedAt: 'Fecha de emisión',
  buyerDoc: 'Documento del cliente',
  buyer: 'Cliente',
  igv: 'IGV',
  total: 'Total',
  state: 'Estado SUNAT',
  response: 'Respuesta de SUNAT',
  reference: 'Comprobante que modifica',
} as const;
export const RECEIPT_RESENT = 'Comprobante enviado nuevamente';
export const RECEIPT_NOT_RESENDABLE = 'Solo se reenvía un comprobante pendiente de envío o rechazado.';
export const RECEIPT_NO_CDR = 'SUNAT aún no ha devuelto la constancia (CDR) de este comprobante.';
/** Why a receipt could not be sent, when the fault is ours (no SUNAT code) */
export const RECEIPT_SEND_PROBLEMS = {
  settings: 'Falta completar los datos de facturación electrónica de la entidad.',
  certificate: 'El certificado digital no se puede usar: súbalo nuevamente en Facturación electrónica.',
} as const;

// ── The web's screens (apps/web): 'Facturación electrónica', 'Comprobantes', the order's detail, the checkout and
// Mis pedidos. One block, kept at the end of the file.
export const FISCAL_ISSUER = 'Datos del emisor';
/** the order detail's section, apart from its 'Comprobantes de depósito' (the vouchers) */
export const ORDER_RECEIPT_TITLE = 'Comprobante electrónico';
export const RECEIPTS_INTRO =
  'Las boletas, facturas y notas de crédito de las órdenes aceptadas, con su estado en SUNAT. Un comprobante pendiente de envío o rechazado puede reenviarse.';
export const RECEIPTS_EMPTY = 'No hay comprobantes con estos filtros';
/** the list's filters besides its columns' state and kind (RECEIPT_COLUMNS) */
export const RECEIPT_FILTERS = {
  from: 'Desde',
  to: 'Hasta',
  search: 'Serie-número, cliente o documento',
  all: 'Todos',
} as const;
/** the buttons of a receipt's files (downloadReceipt) */
export const RECEIPT_FILE_LABELS = {
  pdf_a4: 'PDF A4',
  pdf_ticket: 'Ticket',
  xml: 'XML',
  cdr: 'CDR de SUNAT',
} as const;
export const RECEIPT_RESEND = 'Reenviar';
export const RECEIPT_RESEND_TITLE = 'Reenviar comprobante';
export const receiptResendConfirm = (label: string) =>
  `¿Enviar nuevamente el comprobante ${label} a SUNAT? Se escribe otra vez con los datos y el certificado actuales de la entidad.`;
export const RECEIPT_OBSERVATIONS = 'Observaciones';
export const RECEIPT_RETRYING = 'Se volverá a intentar automáticamente';
export const receiptAttempts = (n: number) => (n === 1 ? '1 intento' : `${n} intentos`);
export const receiptAnswer = (code: string | null, text: string | null) => [code, text].filter(Boolean).join(' - ');
export const receiptModifies = (label: string) => `Modifica: ${label}`;
