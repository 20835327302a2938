// The receipt's XMLDSig signature as SUNAT takes it: enveloped (one Reference with URI="" and the enveloped-signature
// transform, so the whole document is signed), Canonical XML 1.0, the signer's certificate in KeyInfo, placed in the
// empty ext:ExtensionContent with Id 'SignatureSP', the Id that cac:Signature points at. xml-crypto canonicalises and
// signs; nothing here writes XML by hand.
//
// RSA-SHA256 with SHA-256 digests by default: SUNAT's validator and the OSEs accept them, SHA-1 has had practical
// collisions since 2017, and SUNAT's older examples' rsa-sha1 stays available for a destination that asks for it.
import { DOMParser } from '@xmldom/xmldom';
import { SignedXml } from 'xml-crypto';
import { NS, SIGNATURE_ID } from './ubl-vocabulary.js';

export type SignatureAlgorithm = 'rsa-sha256' | 'rsa-sha1';

const ALGORITHMS: Record<SignatureAlgorithm, { signature: string; digest: string }> = {
  'rsa-sha256': {
    signature: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    digest: 'http://www.w3.org/2001/04/xmlenc#sha256',
  },
  'rsa-sha1': {
    signature: 'http://www.w3.org/2000/09/xmldsig#rsa-sha1',
    digest: 'http://www.w3.org/2000/09/xmldsig#sha1',
  },
};
const C14N = 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315';
const ENVELOPED = 'http://www.w3.org/2000/09/xmldsig#enveloped-signature';
const EXTENSION_CONTENT = `//*[local-name(.)='ExtensionContent' and namespace-uri(.)='${NS.ext}']`;

export interface SigningKey {
  privateKeyPem: string;
  certificatePem: string;
  algorithm?: SignatureAlgorithm;
}

export interface SignedReceipt {
  xml: string;
  /** the base64 digest of the signed document: the receipt's hash, printed and put in its QR code */
  digestValue: string;
}

export function signReceiptXml(xml: string, { privateKeyPem, certificatePem, algorithm = 'rsa-sha256' }: SigningKey) {
  const doc = new DOMParser().parseFromString(xml, 'text/xml');
  const slots = doc.getElementsByTagNameNS(NS.ext, 'ExtensionContent');
  if (slots.length !== 1) throw new Error('the receipt has no single ext:ExtensionContent for its signature');
  if (slots[0].childNodes.length > 0) throw new Error('the receipt is already signed');

  const { signature, digest } = ALGORITHMS[algorithm];
  const signer = new SignedXml({
    privateKey: privateKeyPem,
    publicCert: certificatePem,
    signatureAlgorithm: signature,
    canonicalizationAlgorithm: C14N,
  });
  signer.addReference({ xpath: '/*', transforms: [ENVELOPED], digestAlgorithm: digest, isEmptyUri: true });
  signer.computeSignature(xml, {
    prefix: 'ds',
    attrs: { Id: SIGNATURE_ID },
    location: { reference: EXTENSION_CONTENT, action: 'append' },
  });

  const signatureDoc = new DOMParser().parseFromString(signer.getSignatureXml(), 'text/xml');
  const digestValue = signatureDoc.getElementsByTagNameNS(NS.ds, 'DigestValue')[0]?.textContent;
  if (!digestValue) throw new Error('xml-crypto wrote no DigestValue');
  return { xml: signer.getSignedXml(), digestValue } satisfies SignedReceipt;
}
