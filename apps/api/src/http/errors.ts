// One error handler: every failure leaves as {message, code, fields?} with the status of spec 03 §1;
// a 5xx is logged with its request id and its details never reach the body.
import { M } from '@edu/shared';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { AppError } from '../errors.js';
import { closeAfterAnswer } from './unread-body.js';

function fromFramework(error: FastifyError & { code?: string }): AppError | null {
  const code = error.code ?? '';
  if (error.statusCode === 413 || code === 'FST_ERR_CTP_BODY_TOO_LARGE' || code === 'FST_REQ_FILE_TOO_LARGE') {
    return new AppError('TOO_LARGE', M.TOO_LARGE);
  }
  if (error.statusCode === 415 || code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
    return new AppError('BAD_FILE_TYPE', M.BAD_FILE_TYPE);
  if (code.startsWith('FST_') && error.statusCode && error.statusCode < 500) {
    return new AppError('VALIDATION', M.VALIDATION_FAILED);
  }
  // PostgreSQL: unique violation; malformed or out-of-range values that slipped past a contract (22009: a date moved
  // past year 9999, test/extremes.test.ts); text PostgreSQL cannot store (a NUL character: 22021 in text, 22P05 in
  // jsonb; found by test/fuzz.test.ts)
  // the database is stopped, restarting or unreachable: 503, and the pool reconnects once it is back (db/client.ts)
  if (isDatabaseUnavailable(error)) return new AppError('UNAVAILABLE', M.DATABASE_UNAVAILABLE);
  if (code === '23505') return new AppError('CONFLICT', M.CONFLICT_EMAIL);
  if (['22P02', '22001', '22003', '22007', '22008', '22009', '23514', '22021', '22P05'].includes(code)) {
    return new AppError('VALIDATION', M.FIELD_INVALID);
  }
  return null;
}

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // refused before the whole body arrived (no access, over a limit, a bad type): the rest of it is not read
  closeAfterAnswer(request, reply);
  const known = error instanceof AppError ? error : fromFramework(error);
  if (known) {
    if (known.status >= 500) request.log.error({ err: error }, 'request failed');
    return reply
      .status(known.status)
      .send({ message: known.message, code: known.code, ...(known.fields ? { fields: known.fields } : {}) });
  }
  request.log.error({ err: error, reqId: request.id }, 'unexpected error');
  return reply.status(500).send({ message: M.INTERNAL_ERROR, code: 'INTERNAL' });
}

export function notFoundHandler(request: FastifyRequest, reply: FastifyReply) {
  const code = request.url.startsWith('/v5.0.1/api') ? 'UNKNOWN_FNAME' : 'NOT_FOUND';
  return reply.status(404).send({ message: code === 'UNKNOWN_FNAME' ? M.UNKNOWN_FNAME : M.NOT_FOUND, code });
}
