// The students' entry calls the server by fname name only (PUBLIC_FNAMES), typed by the contracts' types, without
// loading their schemas, react-query or the toasts (decision 0035: at most 100 KiB of JavaScript).
import { API_PREFIX, type FnameDef, type FnameRef, type Input, M, type Output } from '@edu/shared';
import { useEffect, useState } from 'react';
import { postJson } from '../lib/http';
import { getSession } from '../lib/session';

export class StudentApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

export async function callStudent<F extends FnameDef>(
  ref: FnameRef,
  input: Input<F>,
  signal?: AbortSignal,
): Promise<Output<F>> {
  const token = getSession()?.token;
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const url = `${API_PREFIX}/${ref.service}${ref.path ? `/${ref.path}` : ''}`;
  let response: Awaited<ReturnType<typeof postJson>>;
  try {
    response = await postJson(url, headers, { fname: ref.name, ...(input as object) }, signal);
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new StudentApiError(0, M.NETWORK_ERROR);
  }
  if (response.status >= 200 && response.status < 300) return response.body as Output<F>;
  const body = (response.body ?? {}) as { message?: unknown; fields?: unknown };
  throw new StudentApiError(
    response.status,
    typeof body.message === 'string' ? body.message : M.INTERNAL_ERROR,
    body.fields && typeof body.fields === 'object' ? (body.fields as Record<string, string>) : {},
  );
}

export type Loaded<T> = { state: 'loading' } | { state: 'error'; error: StudentApiError } | { state: 'done'; data: T };

/** Loads once per `key`; a newer key aborts the older call. */
export function useCall<F extends FnameDef>(ref: FnameRef, input: Input<F>, key: string): Loaded<Output<F>> {
  const [loaded, setLoaded] = useState<{ key: string; value: Loaded<Output<F>> }>({ key, value: { state: 'loading' } });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the input
  useEffect(() => {
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
  return loaded.key === key ? loaded.value : { state: 'loading' };
}
