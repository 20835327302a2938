// Self-signed certificates for the tests, made here (the key by node:crypto, the certificate and the .pfx by
// node-forge): one in force and one expired, each with its password, made once per process.
import { generateKeyPairSync } from 'node:crypto';
import forge from 'node-forge';

export interface TestCertificate {
  pfx: Buffer;
  password: string;
  subject: string;
  notAfter: Date;
  privateKeyPem: string;
  certificatePem: string;
}

function make(subject: string, notBefore: Date, notAfter: Date): TestCertificate {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString());
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  cert.serialNumber = `01${Date.now().toString(16)}`;
  cert.validity.notBefore = notBefore;
  cert.validity.notAfter = notAfter;
  const attrs = [
    { name: 'commonName', value: subject },
    { name: 'countryName', value: 'PE' },
  ];
  cert.setSubject(attrs);
  cert.setIssuer(attrs);
  cert.sign(key, forge.md.sha256.create());
  const password = 'clave-del-certificado';
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, [cert], password, { algorithm: '3des' });
  return {
    pfx: Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary'),
    password,
    subject,
    notAfter,
    privateKeyPem: forge.pki.privateKeyToPem(key),
    certificatePem: forge.pki.certificateToPem(cert),
  };
}

const year = 365 * 86_400_000;
/** a certificate keeps whole seconds */
const at = (ms: number) => new Date(Math.floor(ms / 1000) * 1000);
let inForce: TestCertificate | undefined;
let expired: TestCertificate | undefined;

export async function testCertificate(): Promise<TestCertificate> {
  inForce ??= make('ACADEMIA ANDINA S.A.C.', at(Date.now() - year), at(Date.now() + 2 * year));
  return inForce;
}

export async function expiredCertificate(): Promise<TestCertificate> {
  expired ??= make('ACADEMIA VENCIDA S.A.C.', at(Date.now() - 3 * year), at(Date.now() - year));
  return expired;
}
