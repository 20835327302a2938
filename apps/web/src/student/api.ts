// The students' entry calls the server by fname name only (PUBLIC_FNAMES), typed by the contracts' types, without
// loading their schemas, react-query or the toasts (decision 0035: at most 100 KiB of JavaScript).
import { API_PREFIX, type FnameDef, type FnameRef, type Input, M, type Output, PUBLIC_FNAMES } from '@edu/shared';
import { useEffect, useState } from 'react';
import { type Files, formDataOf, postJson, postMultipart, type RawResponse, type UploadOptions } from '../lib/http';
import { clearSession, getSession } from '../lib/session';

export class StudentApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

const urlOf = (ref: FnameRef) => `${API_PREFIX}/${ref.service}${ref.path ? `/${ref.path}` : ''}`;

/** The session's token, or the one given (a reset link's, which is no session: 01 §2, decision 0004). */
function bearer(given?: string): Record<string, string> {
  const token = given ?? getSession()?.token;
  return token ? { authorization: `Bearer ${token}` } : {};
}

/**
 * The answer, or the server's Spanish message (and its messages per field) as a StudentApiError. A 401 to a signed-in
 * call ends the session (revoked, expired): the student area then sends to the entity's sign-in.
 */
async function answerOf<F extends FnameDef>(
  ref: FnameRef,
  request: Promise<RawResponse>,
  signal?: AbortSignal,
  ownToken = false,
): Promise<Output<F>> {
  let response: RawResponse;
  try {
    response = await request;
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new StudentApiError(0, M.NETWORK_ERROR);
  }
  if (response.status >= 200 && response.status < 300) return response.body as Output<F>;
  if (response.status === 401 && ref.name !== PUBLIC_FNAMES.signin.name && !ownToken) clearSession();
  const body = (response.body ?? {}) as { message?: unknown; fields?: unknown };
  throw new StudentApiError(
    response.status,
    typeof body.message === 'string' ? body.message : M.INTERNAL_ERROR,
    body.fields && typeof body.fields === 'object' ? (body.fields as Record<string, string>) : {},
  );
}

/** `token`: a bearer of its own instead of the session's (a reset link's); its 401 leaves the session alone. */
export function callStudent<F extends FnameDef>(
  ref: FnameRef,
  input: Input<F>,
  signal?: AbortSignal,
  token?: string,
): Promise<Output<F>> {
  const request = postJson(urlOf(ref), bearer(token), { fname: ref.name, ...(input as object) }, signal);
  return answerOf<F>(ref, request, signal, token !== undefined);
}

/** A multipart call (the vouchers) with its upload progress; aborting `options.signal` stops the upload. */
export function sendStudent<F extends FnameDef>(
  ref: FnameRef,
  input: Input<F>,
  files: Files,
  options: UploadOptions,
): Promise<Output<F>> {
  const form = formDataOf(ref.name, input as object, files);
  return answerOf<F>(ref, postMultipart(urlOf(ref), bearer(), form, options), options.signal);
}

/** While a newer key loads, `previous` is the last answer (a page that stays on screen while it changes). */
export type Loaded<T> =
  | { state: 'loading'; previous?: T }
  | { state: 'error'; error: StudentApiError }
  | { state: 'done'; data: T };

/** Loads once per `key` (null: not now); a newer key aborts the older call. */
export function useCall<F extends FnameDef>(ref: FnameRef, input: Input<F>, key: string | null): Loaded<Output<F>> {
  const [loaded, setLoaded] = useState<{ key: string | null; value: Loaded<Output<F>> }>({
    key,
    value: { state: 'loading' },
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the input
  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    callStudent<F>(ref, input, controller.signal).then(
      (data) => setLoaded({ key, value: { state: 'done', data } }),
      (error) => {
        if (controller.signal.aborted) return;
        const apiError = error instanceof StudentApiError ? error : new StudentApiError(0, M.INTERNAL_ERROR);
        setLoaded({ key, value: { state: 'error', error: apiError } });
      },
    );
    return () => controller.abort();
  }, [key]);
  if (loaded.key === key) return loaded.value;
  return { state: 'loading', previous: loaded.value.state === 'done' ? loaded.value.data : undefined };
}
