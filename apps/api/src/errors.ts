// The one error type of the server: a code of spec 03 §1 and a Spanish message; one table maps codes to statuses.
import { M } from '@edu/shared';

export const STATUS = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  BAD_CREDENTIALS: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  UNKNOWN_FNAME: 404,
  CONFLICT: 409,
  TOO_LARGE: 413,
  BAD_FILE_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof STATUS;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
  get status(): number {
    return STATUS[this.code];
  }
}

export const unauthenticated = () => new AppError('UNAUTHENTICATED', M.SESSION_EXPIRED);
export const forbidden = () => new AppError('FORBIDDEN', M.NO_ENTITY_ACCESS);
export const notFound = () => new AppError('NOT_FOUND', M.NOT_FOUND);
export const validation = (message: string, fields?: Record<string, string>) =>
  new AppError('VALIDATION', message, fields);
