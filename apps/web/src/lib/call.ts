// The call itself (03 §1): POST /v5.0.1/api/<service>[/<path>] with fname in the body, and its error. Apart from
// lib/api.ts, which adds the query cache's helpers, so that the public pages call the server without loading the
// query cache or the toasts' library (docs/decisions/0042-login-page-weight.md).
import { API_PREFIX, type FnameDef, type FnameRef, type Input, M, type Output, PUBLIC_FNAMES } from '@edu/shared';
import { paths } from '../config/paths';
import {
  type Files,
  formDataOf,
  isAbortError,
  postJson,
  postMultipart,
  type RawResponse,
  type UploadOptions,
} from './http';
import { navigateTo } from './navigation';
import { clearSession, getSession } from './session';
import { toastError } from './toasts';

export { type Files, isAbortError } from './http';

/** The error envelope {message, code, fields?}; status 0 means the server could not be reached. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The HTTP status of a failed call, for choosing the error panel; undefined for anything else. */
export const statusOf = (error: unknown): number | undefined => (error instanceof ApiError ? error.status : undefined);

export interface CallOptions extends UploadOptions {
  /** instead of the session's token (the reset token, or the token just received at sign-in) */
  bearer?: string;
  /** sends multipart/form-data with these file fields */
  files?: Files;
}

/** A 401 from these means wrong credentials or a spent reset link, not the end of a session. */
const SESSIONLESS: readonly FnameRef[] = [PUBLIC_FNAMES.signin, PUBLIC_FNAMES.resetPassword];
const isSessionless = (ref: FnameRef) => SESSIONLESS.some((s) => s.service === ref.service && s.name === ref.name);

export const urlOf = (def: FnameRef) => `${API_PREFIX}/${def.service}${def.path ? `/${def.path}` : ''}`;

export function toApiError(response: RawResponse): ApiError {
  const body = (response.body ?? {}) as { message?: unknown; code?: unknown; fields?: unknown };
  return new ApiError(
    response.status,
    typeof body.code === 'string' ? body.code : 'INTERNAL',
    typeof body.message === 'string' ? body.message : M.INTERNAL_ERROR,
    body.fields && typeof body.fields === 'object' ? (body.fields as Record<string, string>) : {},
  );
}

/** A refused token: the session ends, 'Sesión expirada', back to /login. */
export function endSession() {
  if (!getSession()) return;
  clearSession();
  void toastError(M.SESSION_EXPIRED, { toastId: 'session-expired' });
  navigateTo(paths.login);
}

export const call = <F extends FnameDef>(def: F, input: Input<F>, opts: CallOptions = {}): Promise<Output<F>> =>
  callRef<F>(def, input, opts);

/**
 * The same call by the fname's name only (PUBLIC_FNAMES), typed by its contract's type: the public pages call the
 * server without loading the contracts' schemas (the login page's JavaScript,
 * docs/decisions/0023-public-pages-without-mui.md).
 */
export async function callRef<F extends FnameDef>(
  def: FnameRef,
  input: Input<F>,
  opts: CallOptions = {},
): Promise<Output<F>> {
  const bearer = opts.bearer ?? getSession()?.token;
  const headers: Record<string, string> = bearer ? { authorization: `Bearer ${bearer}` } : {};
  let response: RawResponse;
  try {
    response = opts.files
      ? await postMultipart(urlOf(def), headers, formDataOf(def.name, input as object, opts.files), opts)
      : await postJson(urlOf(def), headers, { fname: def.name, ...(input as object) }, opts.signal);
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new ApiError(0, 'NETWORK', M.NETWORK_ERROR);
  }
  if (response.status >= 200 && response.status < 300) return response.body as Output<F>;
  // only the session that made the call ends: a late answer to an older session's call leaves a new one alone
  if (response.status === 401 && !isSessionless(def) && bearer === getSession()?.token) endSession();
  throw toApiError(response);
}
