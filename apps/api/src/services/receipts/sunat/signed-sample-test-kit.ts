// Test-only: signed UBL-like receipts without the product's signer, so that the transport is tested on its own. A
// self-signed certificate is made with openssl and the sample is signed by Debian's xmlsec1 over a template with
// SUNAT's layout: an enveloped RSA-SHA256 signature over the whole document (URI ""), inside
// ext:UBLExtensions, with the certificate in KeyInfo.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface SampleReceipt {
  ruc: string;
  /** '01' factura, '03' boleta, '07' credit note */
  typeCode: string;
  series: string;
  number: number;
  /** what the buyer pays, '118.00' */
  total?: string;
}

const SIGNATURE_TEMPLATE = [
  '<ds:Signature Id="SignatureSP"><ds:SignedInfo>',
  '<ds:CanonicalizationMethod Algorithm="http://www.w3.org/TR/2001/REC-xml-c14n-20010315"/>',
  '<ds:SignatureMethod Algorithm="http://www.w3.org/2001/04/xmldsig-more#rsa-sha256"/>',
  '<ds:Reference URI=""><ds:Transforms>',
  '<ds:Transform Algorithm="http://www.w3.org/2000/09/xmldsig#enveloped-signature"/></ds:Transforms>',
  '<ds:DigestMethod Algorithm="http://www.w3.org/2001/04/xmlenc#sha256"/><ds:DigestValue/></ds:Reference>',
  '</ds:SignedInfo><ds:SignatureValue/>',
  '<ds:KeyInfo><ds:X509Data><ds:X509Certificate/></ds:X509Data></ds:KeyInfo></ds:Signature>',
].join('');

/** An unsigned receipt with an empty signature template (or none, for the test of a missing signature). */
export function sampleReceiptXml(r: SampleReceipt, withSignature = true): string {
  const root = r.typeCode === '07' ? 'CreditNote' : 'Invoice';
  const typeCode = root === 'Invoice' ? `<cbc:InvoiceTypeCode listID="0101">${r.typeCode}</cbc:InvoiceTypeCode>` : '';
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<${root} xmlns="urn:oasis:names:specification:ubl:schema:xsd:${root}-2"`,
    ' xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"',
    ' xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2"',
    ' xmlns:ds="http://www.w3.org/2000/09/xmldsig#"',
    ' xmlns:ext="urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2">',
    `<ext:UBLExtensions><ext:UBLExtension><ext:ExtensionContent>${withSignature ? SIGNATURE_TEMPLATE : ''}`,
    '</ext:ExtensionContent></ext:UBLExtension></ext:UBLExtensions>',
    '<cbc:UBLVersionID>2.1</cbc:UBLVersionID><cbc:CustomizationID>2.0</cbc:CustomizationID>',
    `<cbc:ID>${r.series}-${r.number}</cbc:ID><cbc:IssueDate>2026-11-29</cbc:IssueDate>${typeCode}`,
    '<cbc:DocumentCurrencyCode>PEN</cbc:DocumentCurrencyCode>',
    '<cac:AccountingSupplierParty><cac:Party><cac:PartyIdentification>',
    `<cbc:ID schemeID="6">${r.ruc}</cbc:ID></cac:PartyIdentification>`,
    '<cac:PartyLegalEntity><cbc:RegistrationName>Academia Ñandú S.A.C.</cbc:RegistrationName></cac:PartyLegalEntity>',
    '</cac:Party></cac:AccountingSupplierParty>',
    `<cac:LegalMonetaryTotal><cbc:PayableAmount currencyID="PEN">${r.total ?? '118.00'}</cbc:PayableAmount>`,
    `</cac:LegalMonetaryTotal></${root}>`,
  ].join('\n');
}

export interface SigningKit {
  /** the receipt signed by xmlsec1 with the kit's key */
  sign(xml: string): Promise<string>;
  close(): Promise<void>;
}

export async function startSigningKit(): Promise<SigningKit> {
  const dir = await mkdtemp(join(tmpdir(), 'sunat-signing-'));
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  await run('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '2',
    '-keyout',
    key,
    '-out',
    cert,
    '-subj',
    '/CN=Academia de prueba/serialNumber=20100066603',
  ]);
  let count = 0;
  return {
    async sign(xml) {
      count += 1;
      const input = join(dir, `in-${count}.xml`);
      const output = join(dir, `out-${count}.xml`);
      await writeFile(input, xml);
      await run('xmlsec1', ['--sign', '--privkey-pem', `${key},${cert}`, '--output', output, input]);
      return readFile(output, 'utf8');
    },
    close: () => rm(dir, { recursive: true, force: true }),
  };
}
