// The one typed call over the shared contracts (03 §1) with the query cache's helpers: queries, invalidation and
// mutations with their toasts. The call itself is lib/call.ts (the public pages use it alone).
import { type FnameDef, type FnameRef, type Input, M } from '@edu/shared';
import {
  type MutationOptions,
  type QueryClient,
  queryOptions,
  type UseMutateAsyncFunction,
  type UseMutationResult,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { useRef } from 'react';
import { toast } from 'react-toastify';
import { ApiError, call, failureOf, urlOf } from './call';
import { isAbortError, parseBody } from './http';
import { onceAtATime } from './once-at-a-time';
import { getSession } from './session';

export { ApiError, type CallOptions, call, callRef, type Files, isAbortError, statusOf, urlOf } from './call';

/** The file's name of a download's `content-disposition` (its UTF-8 form when given). */
function filenameOf(disposition: string | null, fallback: string) {
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '');
  if (utf8) return decodeURIComponent(utf8[1]);
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? fallback;
}

/**
 * Calls a download fname (an export, a template: FnameDef.download) and saves the file it answers. POST with the
 * token in the header, as every call: no token in a URL (decision 0040). A refusal throws the ApiError a call would.
 */
export async function downloadFile<F extends FnameDef>(def: F, input: Input<F>): Promise<void> {
  const bearer = getSession()?.token;
  let response: Response;
  try {
    response = await fetch(urlOf(def), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
      body: JSON.stringify({ fname: def.name, ...(input as object) }),
    });
  } catch {
    throw new ApiError(0, 'NETWORK', M.NETWORK_ERROR);
  }
  if (!response.ok) throw failureOf(def, { status: response.status, body: parseBody(await response.text()) }, bearer);
  const blob = await response.blob();
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = filenameOf(response.headers.get('content-disposition'), def.name);
  document.body.append(link);
  link.click();
  link.remove();
  // the browser has taken the file; the object URL is let go once the click is handled
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}

/** Query keys are [service, fname, input] (STYLE.md), so invalidating a service or an fname is one prefix. */
export const queryKeyOf = <F extends FnameDef>(def: F, input: Input<F>) => [def.service, def.name, input] as const;

export const queryOf = <F extends FnameDef>(def: F, input: Input<F>) =>
  queryOptions({
    queryKey: queryKeyOf(def, input),
    queryFn: ({ signal }) => call(def, input, { signal }),
  });

/** Every page, search and input of these fnames' queries ([service, fname] is their common prefix). */
export const invalidateAll = (queryClient: QueryClient, defs: readonly FnameRef[]) =>
  Promise.all(defs.map((def) => queryClient.invalidateQueries({ queryKey: [def.service, def.name] })));

/**
 * What a person is told when a call fails: the server's own Spanish reason for a refusal it explains (by default a 4xx
 * but 401: a taken name, a file too large…; `explains` narrows that to the statuses a screen's spec lets through);
 * else `fallback` ('Ha ocurrido un error' unless the screen has its own text).
 */
export const reasonOf = (error: unknown, fallback: string = M.ERROR_OCCURRED, explains?: readonly number[]): string =>
  error instanceof ApiError &&
  (explains ? explains.includes(error.status) : error.status >= 400 && error.status < 500 && error.status !== 401)
    ? error.message
    : fallback;

export interface ApiMutationOptions<TVariables, TData> {
  mutationFn: (variables: TVariables) => Promise<TData>;
  /** the toast on success (omit, or answer undefined, for none) */
  success?: string | ((data: TData, variables: TVariables) => string | undefined);
  /**
   * the toast on a failure the server does not explain (default 'Ha ocurrido un error'); or the whole text from the
   * error, undefined for none (a failure the form shows on a field)
   */
  failure?: string | ((error: unknown) => string | undefined);
  /** the statuses whose message the server's answer carries to the toast (default: every 4xx but 401; [] for none) */
  explains?: readonly number[];
  /** the lists the change makes stale: every page and search of each is fetched again */
  invalidates?: readonly FnameRef[] | ((data: TData, variables: TVariables) => readonly FnameRef[]);
  /** anything more after success (awaited with the invalidations) */
  onSuccess?: (data: TData, variables: TVariables) => unknown;
  /** anything more after a failure (e.g. the lists a refusal shows to be stale) */
  onError?: (error: unknown) => unknown;
  onSettled?: () => unknown;
}

/** The failure's toast text, or undefined for none (a cancelled upload says nothing). */
function failureText(error: unknown, options: Pick<ApiMutationOptions<never, never>, 'failure' | 'explains'>) {
  if (isAbortError(error)) return undefined;
  return typeof options.failure === 'function'
    ? options.failure(error)
    : reasonOf(error, options.failure, options.explains);
}

/** useApiMutation's options for React Query, apart from the hook so that a test drives them with no DOM. */
export function apiMutationOptions<TVariables, TData>(
  queryClient: QueryClient,
  options: ApiMutationOptions<TVariables, TData>,
): MutationOptions<TData, unknown, TVariables> {
  return {
    mutationFn: options.mutationFn,
    onSettled: options.onSettled,
    onSuccess: (data, variables) => {
      const text = typeof options.success === 'function' ? options.success(data, variables) : options.success;
      if (text) toast.success(text);
      const defs =
        typeof options.invalidates === 'function' ? options.invalidates(data, variables) : options.invalidates;
      return Promise.all([invalidateAll(queryClient, defs ?? []), options.onSuccess?.(data, variables)]);
    },
    onError: (error) => {
      const text = failureText(error, options);
      if (text) toast.error(text);
      return options.onError?.(error);
    },
  };
}

/**
 * The one way a screen changes something: the call, then the success toast and the stale lists refreshed, or the
 * failure's toast. Callers use `mutate(values, { onSuccess: close })` and need no try/catch: the toast has already said
 * why. A sequence that must await a step uses `mutateAsync` and stops on its rejection without a toast of its own.
 * A double click sends one call: while a call runs, the same call again (same variables) is not sent, and its
 * `mutateAsync` answers the running call's promise (decision 0052).
 */
export function useApiMutation<TVariables = void, TData = unknown>(options: ApiMutationOptions<TVariables, TData>) {
  return useOneCallAtATime(useMutation(apiMutationOptions(useQueryClient(), options)));
}

/**
 * A mutation whose `mutate` and `mutateAsync` send a call once while the same call (same variables) runs: a double
 * click's second call answers the first's promise (decision 0052). useApiMutation applies it; a screen with a plain
 * useMutation (its spec fixes its failure text) wraps it.
 */
export function useOneCallAtATime<TData, TVariables, R extends UseMutationResult<TData, unknown, TVariables>>(
  mutation: R & UseMutationResult<TData, unknown, TVariables>,
): R {
  const latest = useRef(mutation.mutateAsync);
  latest.current = mutation.mutateAsync;
  // made once, so that mutate and mutateAsync keep their identity across renders as React Query's do
  const guarded = useRef<ReturnType<typeof guardedCalls<TVariables, TData>> | null>(null);
  guarded.current ??= guardedCalls<TVariables, TData>((variables, callbacks) =>
    (latest.current as (v: unknown, c: unknown) => Promise<TData>)(variables, callbacks),
  );
  return { ...mutation, ...guarded.current };
}

function guardedCalls<TVariables, TData>(run: (variables: unknown, callbacks?: unknown) => Promise<TData>) {
  type MutateAsync = UseMutateAsyncFunction<TData, unknown, TVariables>;
  const mutateAsync = onceAtATime(run) as MutateAsync;
  const mutate = (...args: Parameters<MutateAsync>) => {
    mutateAsync(...args).catch(() => {});
  };
  return { mutateAsync, mutate };
}
