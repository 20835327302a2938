// The staff app's part of the client (lib/http-core.ts, decision 0058): the session's token, and a refused session's
// end with 'Sesión expirada' and /login. Apart from lib/api.ts, which adds the query cache's helpers, so that the
// public pages call the server without loading the query cache or the toasts' library (decision 0042).
import { type FnameDef, type Input, M, type Output } from '@edu/shared';
import { paths } from '../config/paths';
import { ApiError, type CallOptions, createClient } from './http-core';
import { navigateTo } from './navigation';
import { clearSession, getSession } from './session';
import { toastError } from './toasts';

export { ApiError, type CallOptions, type Files, isAbortError, urlOf } from './http-core';

/** The HTTP status of a failed call, for choosing the error panel; undefined for anything else. */
export const statusOf = (error: unknown): number | undefined => (error instanceof ApiError ? error.status : undefined);

/** A refused token: the session ends, 'Sesión expirada', back to /login. */
function endSession() {
  clearSession();
  void toastError(M.SESSION_EXPIRED, { toastId: 'session-expired' });
  navigateTo(paths.login);
}

/**
 * `callRef` calls by the fname's name only (PUBLIC_FNAMES), typed by its contract's type: the public pages call the
 * server without loading the contracts' schemas (the login page's JavaScript, decision 0023).
 */
export const { callRef, failureOf } = createClient({ token: () => getSession()?.token, onSessionRefused: endSession });

export const call = <F extends FnameDef>(def: F, input: Input<F>, opts?: CallOptions): Promise<Output<F>> =>
  callRef<F>(def, input, opts);
