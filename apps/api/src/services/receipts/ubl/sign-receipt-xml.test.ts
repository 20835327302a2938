// The receipt's signature, verified by Debian's xmlsec1 (not by the library that made it): right for every kind of
// receipt, in the place SUNAT reads it, and broken by any change to what was signed.
import { describe, expect, it } from 'vitest';
import { buildReceiptXml } from './build-receipt-xml.js';
import { readPfx } from './read-certificate.js';
import { sampleBoleta, sampleCreditNote, sampleFactura } from './sample-receipts.js';
import { signReceiptXml } from './sign-receipt-xml.js';
import { makeTestCertificate, testCertificate } from './test-certificate.js';
import { parseXml, validateWithSchema, verifyWithXmlsec } from './ubl-test-tools.js';

const DS = 'http://www.w3.org/2000/09/xmldsig#';
const pemBody = (pem: string) => pem.replace(/-----[A-Z ]+-----|\s/g, '');

describe('signReceiptXml', () => {
  it.each([
    ['factura', sampleFactura()],
    ['boleta', sampleBoleta()],
    ['credit note', sampleCreditNote()],
  ])('signs a %s so that xmlsec1 verifies it and the schema still accepts it', (_kind, doc) => {
    const cert = testCertificate();
    const signed = signReceiptXml(buildReceiptXml(doc), cert);
    const check = verifyWithXmlsec(signed.xml, cert.certificatePem);
    expect(check.output).toMatch(/OK/);
    expect(check.verified).toBe(true);
    expect(validateWithSchema(signed.xml).valid).toBe(true);
  });

  it('puts an enveloped RSA-SHA256 signature with Id SignatureSP and its certificate in ext:ExtensionContent', () => {
    const cert = testCertificate();
    const { xml, digestValue } = signReceiptXml(buildReceiptXml(sampleFactura()), cert);
    const root = parseXml(xml);
    const signature = root.getElementsByTagNameNS(DS, 'Signature')[0];
    expect(signature.getAttribute('Id')).toBe('SignatureSP');
    expect(signature.parentNode?.localName).toBe('ExtensionContent');
    const algorithm = (name: string) => root.getElementsByTagNameNS(DS, name)[0].getAttribute('Algorithm');
    expect(algorithm('SignatureMethod')).toBe('http://www.w3.org/2001/04/xmldsig-more#rsa-sha256');
    expect(algorithm('DigestMethod')).toBe('http://www.w3.org/2001/04/xmlenc#sha256');
    expect(algorithm('CanonicalizationMethod')).toBe('http://www.w3.org/TR/2001/REC-xml-c14n-20010315');
    expect(root.getElementsByTagNameNS(DS, 'Reference')[0].getAttribute('URI')).toBe('');
    expect(root.getElementsByTagNameNS(DS, 'DigestValue')[0].textContent).toBe(digestValue);
    expect(Buffer.from(digestValue, 'base64')).toHaveLength(32);
    expect(pemBody(root.getElementsByTagNameNS(DS, 'X509Certificate')[0].textContent ?? '')).toBe(
      pemBody(cert.certificatePem),
    );
  });

  it('gives the same hash for the same document and another for another', () => {
    const cert = testCertificate();
    const once = signReceiptXml(buildReceiptXml(sampleFactura()), cert).digestValue;
    const again = signReceiptXml(buildReceiptXml(sampleFactura()), cert).digestValue;
    const other = signReceiptXml(buildReceiptXml(sampleFactura({ number: 2 })), cert).digestValue;
    expect(again).toBe(once);
    expect(other).not.toBe(once);
  });

  it.each([
    [
      'an amount',
      (xml: string) =>
        xml.replace('<cbc:PayableAmount currencyID="PEN">468.00<', '<cbc:PayableAmount currencyID="PEN">469.00<'),
    ],
    ['the buyer', (xml: string) => xml.replace('EMPRESA COMPRADORA S.A.', 'OTRA EMPRESA S.A.')],
    ['the number', (xml: string) => xml.replace('<cbc:ID>F001-1</cbc:ID>', '<cbc:ID>F001-2</cbc:ID>')],
  ])('fails verification once %s is changed after signing', (_what, tamper) => {
    const cert = testCertificate();
    const { xml } = signReceiptXml(buildReceiptXml(sampleFactura()), cert);
    const tampered = tamper(xml);
    expect(tampered).not.toBe(xml);
    expect(verifyWithXmlsec(tampered, cert.certificatePem).verified).toBe(false);
  });

  it('fails verification against a certificate other than the signer’s', () => {
    const { xml } = signReceiptXml(buildReceiptXml(sampleFactura()), testCertificate());
    expect(verifyWithXmlsec(xml, makeTestCertificate().certificatePem).verified).toBe(false);
  });

  it('signs with RSA-SHA1 when the destination asks for it', () => {
    const cert = testCertificate();
    const { xml, digestValue } = signReceiptXml(buildReceiptXml(sampleBoleta()), { ...cert, algorithm: 'rsa-sha1' });
    expect(xml).toContain('http://www.w3.org/2000/09/xmldsig#rsa-sha1');
    expect(Buffer.from(digestValue, 'base64')).toHaveLength(20);
    expect(verifyWithXmlsec(xml, cert.certificatePem).verified).toBe(true);
  });

  it('signs with the key and certificate read from the entity’s .pfx', () => {
    const kit = testCertificate();
    const key = readPfx(kit.pfx, kit.password, new Date('2026-03-15T12:00:00Z'));
    const { xml } = signReceiptXml(buildReceiptXml(sampleCreditNote(sampleBoleta())), key);
    expect(verifyWithXmlsec(xml, key.certificatePem).verified).toBe(true);
  });

  it('refuses to sign a receipt twice', () => {
    const cert = testCertificate();
    const { xml } = signReceiptXml(buildReceiptXml(sampleFactura()), cert);
    expect(() => signReceiptXml(xml, cert)).toThrow(/already signed/);
  });
});
