// Secrets kept at rest (credential tokens, 03 §3): AES-256-GCM under the server's encryption key, a fresh random IV per
// value, and associated data that ties a sealed value to its row, so that one copied onto another row does not open.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { CREDENTIAL_MASK } from '@edu/shared';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** 'v1.' + base64url(iv | tag | ciphertext) */
export function seal(key: Buffer, plain: string, associated: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(associated, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url')}`;
}

/** The plain value; throws when the key, the associated data or a single byte differs. */
export function open(key: Buffer, sealed: string, associated: string): string {
  const [version, body] = sealed.split('.');
  if (version !== VERSION || !body) throw new Error('unknown sealed format');
  const bytes = Buffer.from(body, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(associated, 'utf8'));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
}

/** What a list shows instead of a token: the mask and, for a token long enough to keep a secret, its last 4 characters. */
export function mask(plain: string | null): string {
  if (plain === null || plain.length <= 8) return CREDENTIAL_MASK;
  return `${CREDENTIAL_MASK}${plain.slice(-4)}`;
}
