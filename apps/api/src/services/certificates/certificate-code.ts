import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/**
 * A verification code: 80 random bits in base32 (RFC 4648, no padding), 16 characters from A-Z and 2-7. Unguessable,
 * safe in a URL and in a QR code, and readable aloud; the public page accepts it in either case.
 */
export function newCertificateCode(): string {
  const bytes = randomBytes(10);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  return out;
}

export const normaliseCode = (code: string) => code.trim().toUpperCase();
