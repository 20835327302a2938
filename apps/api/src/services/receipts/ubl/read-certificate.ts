// Reads the entity's digital certificate (.pfx or .p12 with its password) into the PEM key and certificate that sign
// its receipts. node-forge parses PKCS#12 (Node's crypto does not), including OpenSSL 3's AES-256 and PBKDF2 files and
// the older 3DES ones. Every way a file can be unfit has a code; the caller maps codes to Spanish messages.
import forge from 'node-forge';

export type PfxErrorCode =
  | 'not_pkcs12'
  | 'wrong_password'
  | 'no_private_key'
  | 'no_certificate'
  | 'not_rsa'
  | 'expired'
  | 'not_yet_valid';

export class PfxError extends Error {
  constructor(readonly code: PfxErrorCode) {
    super(`the certificate file cannot sign receipts: ${code}`);
    this.name = 'PfxError';
  }
}

export interface PfxContents {
  privateKeyPem: string;
  certificatePem: string;
  /** 'CN=…, O=…, C=PE' */
  subject: string;
  notBefore: Date;
  notAfter: Date;
}

type Bag = { key?: forge.pki.PrivateKey | null; cert?: forge.pki.Certificate | null; asn1?: unknown };

function openPkcs12(pfx: Buffer, password: string): forge.pkcs12.Pkcs12Pfx {
  let asn1: forge.asn1.Asn1;
  try {
    asn1 = forge.asn1.fromDer(forge.util.createBuffer(pfx.toString('binary')));
  } catch {
    throw new PfxError('not_pkcs12');
  }
  try {
    return forge.pkcs12.pkcs12FromAsn1(asn1, password);
  } catch (error) {
    // forge says a failed MAC or a key or contents it cannot decrypt; anything else is not a PKCS#12 file
    const message = error instanceof Error ? error.message : '';
    throw new PfxError(/password|decrypt/i.test(message) ? 'wrong_password' : 'not_pkcs12');
  }
}

function bagsOf(p12: forge.pkcs12.Pkcs12Pfx, ...types: string[]): Bag[] {
  return types.flatMap((bagType) => (p12.getBags({ bagType })[bagType] ?? []) as Bag[]);
}

/** `now` decides whether the certificate is in force */
export function readPfx(pfx: Buffer, password: string, now: Date = new Date()): PfxContents {
  const p12 = openPkcs12(pfx, password);
  const { oids } = forge.pki;

  const keyBags = bagsOf(p12, oids.pkcs8ShroudedKeyBag, oids.keyBag);
  if (keyBags.length === 0) throw new PfxError('no_private_key');
  // forge leaves `key` null for a key it cannot read, which is any key that is not RSA (an EC key, say)
  const key = keyBags.map((b) => b.key).find((k): k is forge.pki.rsa.PrivateKey => !!k && 'n' in k);
  if (!key) throw new PfxError('not_rsa');

  const certBags = bagsOf(p12, oids.certBag);
  if (certBags.length === 0) throw new PfxError('no_certificate');
  // a file may carry the issuer's chain too: the certificate that signs is the one of the key
  const cert = certBags
    .map((b) => b.cert)
    .find((c) => !!c && 'n' in c.publicKey && (c.publicKey as forge.pki.rsa.PublicKey).n.equals(key.n));
  if (!cert) throw new PfxError(certBags.some((b) => b.cert) ? 'no_certificate' : 'not_rsa');

  const { notBefore, notAfter } = cert.validity;
  if (now.getTime() > notAfter.getTime()) throw new PfxError('expired');
  if (now.getTime() < notBefore.getTime()) throw new PfxError('not_yet_valid');

  return {
    privateKeyPem: forge.pki.privateKeyToPem(key),
    certificatePem: forge.pki.certificateToPem(cert),
    subject: cert.subject.attributes.map((a) => `${a.shortName ?? a.name}=${a.value}`).join(', '),
    notBefore,
    notAfter,
  };
}
