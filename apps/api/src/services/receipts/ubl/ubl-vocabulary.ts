// The namespaces of UBL 2.1 and the attributes with which SUNAT's guide of UBL 2.1 documents (Factura, Boleta, Nota de
// crédito) names the catalogue behind each coded field. SUNAT reads the codes; the list attributes only raise
// observations when they are wrong, so they are written exactly as the guide writes them.
import type { TaxTreatment } from '@edu/shared';

export const NS = {
  invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  creditNote: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  ext: 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2',
  ds: 'http://www.w3.org/2000/09/xmldsig#',
} as const;

const catalogue = (n: string) => `urn:pe:gob:sunat:cpe:see:gem:catalogos:catalogo${n}`;

/** the root's declarations: every prefix the document uses (ds is declared by the signature itself) */
export const ROOT_NAMESPACES = { 'xmlns:cac': NS.cac, 'xmlns:cbc': NS.cbc, 'xmlns:ext': NS.ext };

/** catalogue 01 on InvoiceTypeCode, with the kind of operation of catalogue 51 ('0101', venta interna) */
export const INVOICE_TYPE_ATTRS = {
  listAgencyName: 'PE:SUNAT',
  listName: 'Tipo de Documento',
  listURI: catalogue('01'),
  listID: '0101',
  name: 'Tipo de Operacion',
  listSchemeURI: catalogue('51'),
};

/** catalogue 01 on a referenced document's DocumentTypeCode */
export const DOCUMENT_TYPE_ATTRS = {
  listAgencyName: 'PE:SUNAT',
  listName: 'Tipo de Documento',
  listURI: catalogue('01'),
};

/** catalogue 09 on a credit note's ResponseCode */
export const CREDIT_REASON_ATTRS = {
  listAgencyName: 'PE:SUNAT',
  listName: 'Tipo de nota de credito',
  listURI: catalogue('09'),
};

/** catalogue 06 on a party's identity document */
export const PARTY_DOC_ATTRS = {
  schemeName: 'Documento de Identidad',
  schemeAgencyName: 'PE:SUNAT',
  schemeURI: catalogue('06'),
};

export const CURRENCY_ATTRS = {
  listID: 'ISO 4217 Alpha',
  listName: 'Currency',
  listAgencyName: 'United Nations Economic Commission for Europe',
};

/** catalogue 03: 'ZZ', a unit both parties agree on, the one SUNAT's guide gives for services */
export const QUANTITY_ATTRS = {
  unitCode: 'ZZ',
  unitCodeListID: 'UN/ECE rec 20',
  unitCodeListAgencyName: 'United Nations Economic Commission for Europe',
};

/** catalogue 16: '01', the unit price that includes the taxes */
export const PRICE_TYPE_ATTRS = { listName: 'Tipo de Precio', listAgencyName: 'PE:SUNAT', listURI: catalogue('16') };

/** catalogue 07 on a line's TaxExemptionReasonCode */
export const AFFECTATION_ATTRS = {
  listAgencyName: 'PE:SUNAT',
  listName: 'Afectacion del IGV',
  listURI: catalogue('07'),
};

/** catalogue 05 on a TaxScheme's ID */
export const TAX_SCHEME_ATTRS = {
  schemeName: 'Codigo de tributos',
  schemeAgencyName: 'PE:SUNAT',
  schemeURI: catalogue('05'),
};

/** UN/ECE 5305, the tax category of each tribute in catalogue 05: S standard rate, E exempt, O outside the tax */
export const TAX_CATEGORY: Record<TaxTreatment, string> = { gravado: 'S', exonerado: 'E', inafecto: 'O' };
export const TAX_CATEGORY_ATTRS = {
  schemeID: 'UN/ECE 5305',
  schemeName: 'Tax Category Identifier',
  schemeAgencyName: 'United Nations Economic Commission for Europe',
};

export const UBIGEO_ATTRS = { schemeName: 'Ubigeos', schemeAgencyName: 'PE:INEI' };
export const ESTABLISHMENT_ATTRS = { listAgencyName: 'PE:SUNAT', listName: 'Establecimientos anexos' };

/** the ds:Signature's Id, which the document's cac:Signature points at ('#SignatureSP') */
export const SIGNATURE_ID = 'SignatureSP';
