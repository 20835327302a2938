// The entity's digital certificate (.pfx / .p12, PKCS#12) opened with its password by node-forge: the RSA private
// key and the certificate that signs the receipts, as PEM, with what the tab shows of it.
import forge from 'node-forge';

export type PfxProblem =
  | 'not_pkcs12'
  | 'wrong_password'
  | 'no_private_key'
  | 'no_certificate'
  | 'not_rsa'
  | 'expired'
  | 'not_yet_valid';

export class PfxError extends Error {
  constructor(readonly code: PfxProblem) {
    super(`certificate refused: ${code}`);
  }
}

export interface ReadCertificate {
  privateKeyPem: string;
  certificatePem: string;
  /** the subject's common name (or its whole subject), as the tab shows it */
  subject: string;
  notBefore: Date;
  notAfter: Date;
}

function asn1Of(pfx: Buffer): forge.asn1.Asn1 {
  try {
    return forge.asn1.fromDer(forge.util.createBuffer(pfx.toString('binary')));
  } catch {
    throw new PfxError('not_pkcs12');
  }
}

function open(asn1: forge.asn1.Asn1, password: string): forge.pkcs12.Pkcs12Pfx {
  try {
    return forge.pkcs12.pkcs12FromAsn1(asn1, false, password);
  } catch (e) {
    // forge tells a MAC that does not verify (the password) from a structure it cannot read
    if (/mac|password|decrypt/i.test(String((e as Error).message))) throw new PfxError('wrong_password');
    throw new PfxError('not_pkcs12');
  }
}

const bagsOf = (p12: forge.pkcs12.Pkcs12Pfx, type: string) => p12.getBags({ bagType: type })[type] ?? [];

/** Opens the .pfx and checks it can sign today: an RSA key, its certificate, within its validity. */
export function readPfx(pfx: Buffer, password: string, now: Date = new Date()): ReadCertificate {
  const p12 = open(asn1Of(pfx), password);
  const keyBag = [...bagsOf(p12, forge.pki.oids.pkcs8ShroudedKeyBag), ...bagsOf(p12, forge.pki.oids.keyBag)][0];
  if (!keyBag) {
    if (!bagsOf(p12, forge.pki.oids.certBag).length) throw new PfxError('not_pkcs12');
    throw new PfxError('no_private_key');
  }
  if (!keyBag.key) throw new PfxError('not_rsa');
  const certs = bagsOf(p12, forge.pki.oids.certBag).flatMap((b) => (b.cert ? [b.cert] : []));
  const key = keyBag.key as forge.pki.rsa.PrivateKey;
  // the certificate of this key, not a CA's of the chain
  const cert = certs.find((c) => (c.publicKey as forge.pki.rsa.PublicKey).n?.equals(key.n)) ?? null;
  if (!cert) throw new PfxError('no_certificate');
  if (now < cert.validity.notBefore) throw new PfxError('not_yet_valid');
  if (now > cert.validity.notAfter) throw new PfxError('expired');
  const cn = cert.subject.getField('CN')?.value as string | undefined;
  return {
    privateKeyPem: forge.pki.privateKeyToPem(key),
    certificatePem: forge.pki.certificateToPem(cert),
    subject: cn ?? cert.subject.attributes.map((a) => `${a.shortName}=${a.value}`).join(', '),
    notBefore: cert.validity.notBefore,
    notAfter: cert.validity.notAfter,
  };
}
