// Reading the entity's .pfx: the kit's own, and files made by OpenSSL 3 (current AES-256 and older 3DES encryption, an
// EC key), with a code for each way a file cannot sign receipts.
import { spawnSync } from 'node:child_process';
import { createPrivateKey, createPublicKey, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PfxError, type PfxErrorCode, readPfx } from './read-certificate.js';
import { expiredTestCertificate, makeTestCertificate, testCertificate } from './test-certificate.js';

const NOW = new Date('2026-03-15T12:00:00Z');
const dir = mkdtempSync(join(tmpdir(), 'pfx-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function codeOf(read: () => unknown): PfxErrorCode | 'read' {
  try {
    read();
    return 'read';
  } catch (error) {
    if (error instanceof PfxError) return error.code;
    throw error;
  }
}

/** a .pfx made by Debian's openssl, not by the kit */
function opensslPfx(name: string, keyArgs: string[], exportArgs: string[] = []): Buffer {
  const run = (args: string[]) => {
    const result = spawnSync('openssl', args, { cwd: dir, encoding: 'utf8' });
    if (result.status !== 0) throw new Error(result.stderr);
  };
  run(['req', '-x509', ...keyArgs, '-keyout', `${name}.key`, '-out', `${name}.crt`, '-subj', '/CN=Prueba/C=PE']);
  run(['pkcs12', '-export', '-inkey', `${name}.key`, '-in', `${name}.crt`, '-passout', 'pass:clave', ...exportArgs]);
  return readFileSync(join(dir, `${name}.pfx`));
}
const RSA = ['-newkey', 'rsa:2048', '-nodes', '-days', '1'];

describe('readPfx', () => {
  it('reads the key and the certificate, which belong together', () => {
    const kit = testCertificate();
    const read = readPfx(kit.pfx, kit.password, NOW);
    expect(read.subject).toBe('CN=ACADEMIA DE PRUEBA S.A.C., O=ACADEMIA DE PRUEBA S.A.C., OU=RUC 20100066603, C=PE');
    expect(read.notBefore).toEqual(kit.notBefore);
    expect(read.notAfter).toEqual(kit.notAfter);
    const fromKey = createPublicKey(createPrivateKey(read.privateKeyPem)).export({ format: 'pem', type: 'spki' });
    const fromCert = createPublicKey(read.certificatePem).export({ format: 'pem', type: 'spki' });
    expect(fromKey).toBe(fromCert);
    expect(fromCert).toBe(createPublicKey(kit.certificatePem).export({ format: 'pem', type: 'spki' }));
  });

  it.each([
    ['OpenSSL 3 (AES-256, PBKDF2, SHA-256 MAC)', []],
    [
      'OpenSSL 3 with 3DES and a SHA-1 MAC',
      ['-certpbe', 'PBE-SHA1-3DES', '-keypbe', 'PBE-SHA1-3DES', '-macalg', 'sha1'],
    ],
  ])('reads a .pfx made by %s', (_how, exportArgs) => {
    const name = `rsa${exportArgs.length}`;
    const pfx = opensslPfx(name, RSA, ['-out', `${name}.pfx`, ...exportArgs]);
    const read = readPfx(pfx, 'clave');
    expect(read.subject).toBe('CN=Prueba, C=PE');
    expect(read.certificatePem.replace(/\s/g, '')).toBe(
      readFileSync(join(dir, `${name}.crt`), 'utf8').replace(/\s/g, ''),
    );
  });

  it("refuses a wrong password with 'wrong_password'", () => {
    expect(codeOf(() => readPfx(testCertificate().pfx, 'otra clave', NOW))).toBe('wrong_password');
  });

  it.each([
    ['a PEM certificate', () => Buffer.from(testCertificate().certificatePem)],
    ['random bytes', () => randomBytes(2048)],
    ['an empty file', () => Buffer.alloc(0)],
    [
      'a DER structure that is not PKCS#12',
      () => Buffer.from(createPublicKey(testCertificate().certificatePem).export({ format: 'der', type: 'spki' })),
    ],
  ])("refuses %s with 'not_pkcs12'", (_what, file) => {
    expect(codeOf(() => readPfx(file(), 'clave', NOW))).toBe('not_pkcs12');
  });

  it("refuses a .pfx without its key with 'no_private_key' and one without its certificate with 'no_certificate'", () => {
    const withoutKey = makeTestCertificate({ pfxWithout: 'key' });
    expect(codeOf(() => readPfx(withoutKey.pfx, withoutKey.password, NOW))).toBe('no_private_key');
    const withoutCert = makeTestCertificate({ pfxWithout: 'certificate' });
    expect(codeOf(() => readPfx(withoutCert.pfx, withoutCert.password, NOW))).toBe('no_certificate');
  });

  it("refuses an EC key with 'not_rsa'", () => {
    const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'];
    expect(codeOf(() => readPfx(opensslPfx('ec', ec, ['-out', 'ec.pfx']), 'clave'))).toBe('not_rsa');
  });

  it("refuses a certificate past its end with 'expired' and one before its start with 'not_yet_valid'", () => {
    const old = expiredTestCertificate();
    expect(codeOf(() => readPfx(old.pfx, old.password, NOW))).toBe('expired');
    expect(codeOf(() => readPfx(old.pfx, old.password, new Date('2019-06-01T00:00:00Z')))).toBe('read');
    const kit = testCertificate();
    expect(codeOf(() => readPfx(kit.pfx, kit.password, new Date('2019-12-31T23:59:59Z')))).toBe('not_yet_valid');
    expect(codeOf(() => readPfx(kit.pfx, kit.password, new Date('2045-01-01T00:00:00Z')))).toBe('expired');
  });
});
