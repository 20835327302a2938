import { auth } from '@edu/shared';
import { queryOf } from '../../../lib/api';

/** Checked once when a private area is entered (01 §2); a 401 ends the session in api.ts. */
export const tokenIsValidQuery = () => ({ ...queryOf(auth.tokenIsValid, {}), staleTime: Infinity, gcTime: Infinity });
