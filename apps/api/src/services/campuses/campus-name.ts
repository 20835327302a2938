import { M } from '@edu/shared';
import { AppError } from '../../errors.js';
import { isUniqueViolation } from '../courses/unique.js';

/** Two campuses of one entity never share a name (any case): the scheduled courses pick them by it. */
export const campusNameTaken = (error: unknown) => {
  throw isUniqueViolation(error) ? new AppError('CONFLICT', M.CAMPUS_NAME_TAKEN, { name: M.CAMPUS_NAME_TAKEN }) : error;
};
