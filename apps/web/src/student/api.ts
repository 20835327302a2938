// The students' entry's part of the client (lib/http-core.ts, decision 0058): calls by fname name (PUBLIC_FNAMES),
// typed by the contracts' types, without their schemas, react-query or the toasts (decision 0035: at most 100 KiB of
// JavaScript). A refused session is forgotten: the student area then sends to the entity's sign-in (area.tsx).
import { type FnameDef, type FnameRef, type Input, M, type Output } from '@edu/shared';
import { useEffect, useState } from 'react';
import { parseBody } from '../lib/http';
import { ApiError, asApiError, createClient, urlOf } from '../lib/http-core';
import { clearSession, getSession } from '../lib/session';

export { ApiError, asApiError };

const client = createClient({ token: () => getSession()?.token, onSessionRefused: clearSession });
/** `bearer`: a token of its own instead of the session's (a reset link's, 01 §2); `files`: multipart, with progress. */
export const callStudent = client.callRef;

/**
 * Saves the file a download fname answers as `name` (the student's own receipt): POST with the token in the header, as
 * every call (decision 0040); a refusal throws its ApiError. The staff's downloadFile (lib/api.ts) also reads the
 * file's name from the answer; here the page names it, which keeps this entry small (decision 0035).
 */
export async function downloadStudent<F extends FnameDef>(ref: FnameRef, input: Input<F>, name: string) {
  const bearer = getSession()?.token;
  const response = await fetch(urlOf(ref), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    body: JSON.stringify({ fname: ref.name, ...(input as object) }),
  }).catch(() => {
    throw new ApiError(0, 'NETWORK', M.NETWORK_ERROR);
  });
  if (!response.ok) {
    throw client.failureOf(ref, { status: response.status, body: parseBody(await response.text()) }, bearer);
  }
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // the browser has taken the file; the object URL is let go once the click is handled
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}

/** While a newer key loads, `previous` is the last answer (a page that stays on screen while it changes). */
export type Loaded<T> =
  | { state: 'loading'; previous?: T }
  | { state: 'error'; error: ApiError }
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
    callStudent<F>(ref, input, { signal: controller.signal }).then(
      (data) => setLoaded({ key, value: { state: 'done', data } }),
      (error) => {
        if (!controller.signal.aborted) setLoaded({ key, value: { state: 'error', error: asApiError(error) } });
      },
    );
    return () => controller.abort();
  }, [key]);
  if (loaded.key === key) return loaded.value;
  return { state: 'loading', previous: loaded.value.state === 'done' ? loaded.value.data : undefined };
}
