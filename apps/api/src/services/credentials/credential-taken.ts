import { M } from '@edu/shared';
import { AppError } from '../../errors.js';
import { isUniqueViolation } from '../courses/unique.js';

/** One credential per service and e-mail (any case) in an entity: a copy would show twice (migration 022). */
export const credentialTaken = (error: unknown) => {
  throw isUniqueViolation(error)
    ? new AppError('CONFLICT', M.CREDENTIAL_DUPLICATE, { email: M.CREDENTIAL_DUPLICATE })
    : error;
};
