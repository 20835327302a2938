import { M } from '@edu/shared';
import { AppError } from '../../errors.js';
import { isUniqueViolation } from '../courses/unique.js';

/** The same kind and number twice in one entity (migration 022's unique index). */
export const accountTaken = (error: unknown) => {
  throw isUniqueViolation(error)
    ? new AppError('CONFLICT', M.PAYMENT_ACCOUNT_DUPLICATE, { number: M.PAYMENT_ACCOUNT_DUPLICATE })
    : error;
};
