// The one way a journey calls the server directly (docs/decisions/0034-one-way-web.md): by the shared contract's fname,
// typed by its input and output, at the address the app itself uses (apps/web/src/lib/api.ts urlOf), so that a
// renamed fname or a changed field fails the type check instead of a journey.
import { API_PREFIX, type FnameDef, type FnameRef, type Input, type Output } from '@edu/shared';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { expect } from './fixtures';

export const urlOf = (def: FnameRef) => `${API_PREFIX}/${def.service}${def.path ? `/${def.path}` : ''}`;

/** A page, or anything else that carries Playwright's request context (the browser's context: same cookies). */
type Caller = { request: APIRequestContext };

type Upload = { name: string; mimeType: string; buffer: Buffer };

export interface ApiOptions {
  /** the bearer token of the caller (none: a public fname) */
  token?: string;
  /** sends multipart/form-data: fname, then the fields (lists and objects as JSON), then these files */
  files?: Record<string, Upload>;
}

/** The call's raw answer, for a journey that looks at a refusal or at the status itself. */
export function apiResponse<F extends FnameDef>(
  { request }: Caller,
  def: F,
  input: Input<F>,
  { token, files }: ApiOptions = {},
): Promise<APIResponse> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  if (!files) return request.post(urlOf(def), { headers, data: { fname: def.name, ...(input as object) } });
  const multipart: Record<string, string | Upload> = { fname: def.name };
  for (const [name, value] of Object.entries(input as object)) {
    if (value === undefined || value === null) continue;
    multipart[name] = typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
  return request.post(urlOf(def), { headers, multipart: { ...multipart, ...files } });
}

/** Calls `def` with `input` and answers its output; a failed call fails the journey with the server's answer. */
export async function api<F extends FnameDef>(
  caller: Caller,
  def: F,
  input: Input<F>,
  options: ApiOptions = {},
): Promise<Output<F>> {
  const response = await apiResponse(caller, def, input, options);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Output<F>;
}
