import type { CredentialOutput } from '@edu/shared';
import type { FastifyBaseLogger } from 'fastify';
import { mask, open } from '../../crypto/sealed.js';
import type { CredentialRow } from './credentials.queries.js';

/** The row's token opened only to mask it; the answer never carries it. */
export function plainToken(row: CredentialRow, key: Buffer, log: FastifyBaseLogger): string | null {
  try {
    return open(key, row.token_sealed, row.id);
  } catch (err) {
    // a token sealed under another key (ENCRYPTION_KEY changed) shows as the bare mask instead of failing the list
    log.warn({ err, credential: row.id }, 'credential token does not open with the current encryption key');
    return null;
  }
}

export function toCredentialOutput(row: CredentialRow, key: Buffer, log: FastifyBaseLogger): CredentialOutput {
  return {
    _id: row.id,
    type: row.type,
    service: row.service,
    email: row.email,
    token: mask(plainToken(row, key, log)),
    date: new Date(row.created_at).toISOString(),
  };
}
