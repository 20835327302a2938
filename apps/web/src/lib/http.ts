// The two transports under the client (http-core.ts): fetch for JSON, XMLHttpRequest for multipart (upload progress,
// abort). Either answers the status and the body read as JSON (null when it is not JSON: a proxy's HTML page).

export interface RawResponse {
  status: number;
  body: unknown;
}

export interface UploadOptions {
  signal?: AbortSignal;
  /** 0-100, as the browser sends the body */
  onUploadProgress?: (percent: number) => void;
}

export type Files = Record<string, Blob | readonly Blob[] | null | undefined>;

/**
 * fname first, then the fields, then the files: the server knows the operation, and admits the caller on the fields,
 * before any file arrives (a field after a file is refused, decision 0026). Lists and objects as JSON.
 */
export function formDataOf(fname: string, input: object, files: Files): FormData {
  const form = new FormData();
  form.append('fname', fname);
  for (const [name, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    form.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  for (const [name, value] of Object.entries(files)) {
    const list: readonly (Blob | null | undefined)[] = Array.isArray(value) ? value : [value as Blob | null];
    for (const file of list) if (file) form.append(name, file, file instanceof File ? file.name : name);
  }
  return form;
}

const abortError = () => new DOMException('La operación fue cancelada', 'AbortError');

export const isAbortError = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';

export function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export async function postJson(
  url: string,
  headers: Record<string, string>,
  body: unknown,
  signal?: AbortSignal,
): Promise<RawResponse> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal,
  });
  return { status: response.status, body: parseBody(await response.text()) };
}

export function postMultipart(
  url: string,
  headers: Record<string, string>,
  body: FormData,
  { signal, onUploadProgress }: UploadOptions = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onUploadProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      signal?.removeEventListener('abort', abort);
      resolve({ status: xhr.status, body: parseBody(xhr.responseText) });
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(abortError());
    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    xhr.send(body);
  });
}
