// The students' entry's part of the client (lib/http-core.ts, decision 0058): calls by fname name (PUBLIC_FNAMES),
// typed by the contracts' types, without their schemas, react-query or the toasts (decision 0035: at most 100 KiB of
// JavaScript). A refused session is forgotten: the student area then sends to the entity's sign-in (area.tsx).
import type { FnameDef, FnameRef, Input, Output } from '@edu/shared';
import { useEffect, useState } from 'react';
import { type ApiError, asApiError, createClient } from '../lib/http-core';
import { clearSession, getSession } from '../lib/session';

export { ApiError, asApiError } from '../lib/http-core';

/** `bearer`: a token of its own instead of the session's (a reset link's, 01 §2); `files`: multipart, with progress. */
export const { callRef: callStudent } = createClient({
  token: () => getSession()?.token,
  onSessionRefused: clearSession,
});

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
