// The rules of an electronic receipt that both sides read (decision 0063): the check digit of a RUC, the shapes of an
// ubigeo and a series, and how a line's price (what the student pays, tax included) splits into its value and its IGV.
// Amounts are integer céntimos, so that every total adds up to the céntimo by construction.
//
// What a buyer may ask for at checkout (the kinds, the RUC's check digit) is receipts.buyer-rules.ts: the students'
// checkout checks a factura with it, without these rules, which the staff's texts take in (apps/web/vite.config.ts).

/** SUNAT's catalogue 01: the kind of document. */
export const RECEIPT_TYPE_CODE = { factura: '01', boleta: '03', nota_credito: '07' } as const;
export type ReceiptKind = keyof typeof RECEIPT_TYPE_CODE;

/** SUNAT's catalogue 06: the buyer's document. */
export const BUYER_DOC_CODE = { dni: '1', ce: '4', ruc: '6', passport: '7', none: '0' } as const;
export type BuyerDocKind = keyof typeof BUYER_DOC_CODE;

/** The tax treatment of a programme's lines and SUNAT's catalogue 07 code of each (the onerous operation). */
export const TAX_TREATMENTS = ['gravado', 'exonerado', 'inafecto'] as const;
export type TaxTreatment = (typeof TAX_TREATMENTS)[number];
export const TAX_AFFECTATION_CODE: Record<TaxTreatment, string> = { gravado: '10', exonerado: '20', inafecto: '30' };

/** SUNAT's catalogue 05: the tribute of each treatment (id, name, international code). */
export const TAX_SCHEME: Record<TaxTreatment, { id: string; name: string; code: string }> = {
  gravado: { id: '1000', name: 'IGV', code: 'VAT' },
  exonerado: { id: '9997', name: 'EXO', code: 'VAT' },
  inafecto: { id: '9998', name: 'INA', code: 'FRE' },
};

/** IGV in percent, and as the fraction that divides a price that includes it. */
export const IGV_PERCENT = 18;

/** SUNAT's catalogue 09: why a credit note is issued; the product issues only 'anulación de la operación'. */
export const CREDIT_NOTE_REASON = { code: '01', text: 'Anulación de la operación' } as const;

/** INEI's code of a district: department (01–25), province and district, two digits each. */
export function isValidUbigeo(ubigeo: string): boolean {
  return /^(0[1-9]|1\d|2[0-5])\d{2}\d{2}$/.test(ubigeo) && !ubigeo.endsWith('00') && ubigeo.slice(2, 4) !== '00';
}

/** A series of 4 characters: B (boletas and their notes) or F (facturas and their notes), then 3 letters or digits. */
export function isValidSeries(series: string, kind: 'boleta' | 'factura'): boolean {
  return new RegExp(`^${kind === 'boleta' ? 'B' : 'F'}[A-Z0-9]{3}$`).test(series);
}

export interface PricedLine {
  /** what the buyer pays for the line, tax included, in céntimos */
  priceCentimos: number;
  treatment: TaxTreatment;
}

export interface LineAmounts extends PricedLine {
  /** the line's value without IGV (valor de venta) */
  valueCentimos: number;
  igvCentimos: number;
}

export interface ReceiptTotals {
  gravadasCentimos: number;
  exoneradasCentimos: number;
  inafectasCentimos: number;
  igvCentimos: number;
  /** what the buyer pays: the sum of the lines' prices */
  totalCentimos: number;
}

/** A price that includes IGV split into its value (rounded half up to the céntimo) and the rest as IGV. */
export function lineAmounts(line: PricedLine): LineAmounts {
  if (line.treatment !== 'gravado') return { ...line, valueCentimos: line.priceCentimos, igvCentimos: 0 };
  const value = Math.round((line.priceCentimos * 100) / (100 + IGV_PERCENT));
  return { ...line, valueCentimos: value, igvCentimos: line.priceCentimos - value };
}

export function receiptTotals(lines: PricedLine[]): ReceiptTotals {
  const t: ReceiptTotals = {
    gravadasCentimos: 0,
    exoneradasCentimos: 0,
    inafectasCentimos: 0,
    igvCentimos: 0,
    totalCentimos: 0,
  };
  for (const l of lines.map(lineAmounts)) {
    if (l.treatment === 'gravado') t.gravadasCentimos += l.valueCentimos;
    if (l.treatment === 'exonerado') t.exoneradasCentimos += l.valueCentimos;
    if (l.treatment === 'inafecto') t.inafectasCentimos += l.valueCentimos;
    t.igvCentimos += l.igvCentimos;
    t.totalCentimos += l.priceCentimos;
  }
  return t;
}

/** céntimos as SUNAT writes an amount: a point and two decimals */
export const centimosText = (c: number) => `${Math.trunc(c / 100)}.${String(Math.abs(c % 100)).padStart(2, '0')}`;

/** '120.50' (or 120.5) → 12050 */
export const toCentimos = (amount: string | number) => Math.round(Number(amount) * 100);

/** Where a receipt stands with SUNAT: waiting to be sent (or sent again), accepted, accepted with observations, rejected. */
export const RECEIPT_STATES = ['pendiente', 'aceptado', 'observado', 'rechazado'] as const;
export type ReceiptState = (typeof RECEIPT_STATES)[number];
export const RECEIPT_KINDS = ['factura', 'boleta', 'nota_credito'] as const;
export const FISCAL_DESTINATIONS = ['beta', 'production', 'ose'] as const;
export type FiscalDestination = (typeof FISCAL_DESTINATIONS)[number];

export const FISCAL_LIMITS = {
  legalName: 200,
  tradeName: 200,
  address: 250,
  solUser: 30,
  solPassword: 60,
  oseUrl: 300,
  certificatePassword: 200,
  /** a .pfx is a few kilobytes; 64 KB leaves room for a long chain */
  certificateBytes: 64 * 1024,
  maxNumber: 99_999_999,
  receiptsPage: 20,
} as const;
