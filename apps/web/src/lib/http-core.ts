// The one HTTP client of both web entries (docs/decisions/0058-one-http-client-core.md): the address of an fname
// (03 §1: POST /v5.0.1/api/<service>[/<path>], fname in the body), JSON or multipart, the error envelope
// {message, code, fields} as one ApiError, and a refused session handed to the entry. The staff app (lib/call.ts) and
// the students' entry (student/api.ts) each give it their session's token and what ends a session there.
import { API_PREFIX, type FnameDef, type FnameRef, type Input, M, type Output, PUBLIC_FNAMES } from '@edu/shared';
import { type Files, formDataOf, postJson, postMultipart, type RawResponse, type UploadOptions } from './http';

export { type Files, isAbortError, type UploadOptions } from './http';

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

/** What a page shows of any failure: the ApiError itself, or 'Ha ocurrido un error interno' for anything else. */
export const asApiError = (error: unknown): ApiError =>
  error instanceof ApiError ? error : new ApiError(0, 'INTERNAL', M.INTERNAL_ERROR);

export interface CallOptions extends UploadOptions {
  /** instead of the session's token (a reset link's, or the token just received at sign-in) */
  bearer?: string;
  /** sends multipart/form-data with these file fields (with upload progress and abort) */
  files?: Files;
}

/** What an entry gives the client: its session's token now, and what it does when that session is refused. */
export interface SessionHooks {
  token: () => string | undefined;
  /** a 401 to a call made with the session's current token: it has expired or was revoked */
  onSessionRefused: () => void;
}

export const urlOf = (ref: FnameRef) => `${API_PREFIX}/${ref.service}${ref.path ? `/${ref.path}` : ''}`;

/** A 401 from these means wrong credentials or a spent reset link, not the end of a session. */
const SESSIONLESS: readonly FnameRef[] = [PUBLIC_FNAMES.signin, PUBLIC_FNAMES.resetPassword];
const isSessionless = (ref: FnameRef) => SESSIONLESS.some((s) => s.service === ref.service && s.name === ref.name);

export function toApiError({ status, body }: RawResponse): ApiError {
  const { message, code, fields } = (body ?? {}) as { message?: unknown; code?: unknown; fields?: unknown };
  return new ApiError(
    status,
    typeof code === 'string' ? code : 'INTERNAL',
    typeof message === 'string' ? message : M.INTERNAL_ERROR,
    fields && typeof fields === 'object' ? (fields as Record<string, string>) : {},
  );
}

export function createClient(hooks: SessionHooks) {
  /**
   * The error of a failed answer. A 401 ends the session only when the call carried the session's current token: a
   * late answer to an older session's call, or a call with a bearer of its own, leaves the current one alone.
   */
  const failureOf = (ref: FnameRef, response: RawResponse, bearer: string | undefined): ApiError => {
    if (response.status === 401 && bearer && bearer === hooks.token() && !isSessionless(ref)) hooks.onSessionRefused();
    return toApiError(response);
  };

  /** The call by the fname's reference, typed by its contract's type (the schemas stay unloaded). */
  async function callRef<F extends FnameDef>(ref: FnameRef, input: Input<F>, opts: CallOptions = {}) {
    const bearer = opts.bearer ?? hooks.token();
    const headers: Record<string, string> = bearer ? { authorization: `Bearer ${bearer}` } : {};
    let response: RawResponse;
    try {
      response = opts.files
        ? await postMultipart(urlOf(ref), headers, formDataOf(ref.name, input as object, opts.files), opts)
        : await postJson(urlOf(ref), headers, { fname: ref.name, ...(input as object) }, opts.signal);
    } catch (error) {
      // the caller's own abort is theirs to see (a cancelled upload says nothing); anything else is the network
      if (opts.signal?.aborted) throw error;
      throw new ApiError(0, 'NETWORK', M.NETWORK_ERROR);
    }
    if (response.status >= 200 && response.status < 300) return response.body as Output<F>;
    throw failureOf(ref, response, bearer);
  }

  return { callRef, failureOf };
}
