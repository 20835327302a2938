import { type auth, M, PUBLIC_FNAMES } from '@edu/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, asApiError, createClient } from './http-core';
import { isAbortError } from './http';

// What the browser would do: fetch answers a real Response; the server is whatever each test has it answer.
let answer: () => Promise<Response>;
const sent: { url: string; init: RequestInit }[] = [];
beforeEach(() => {
  sent.length = 0;
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    sent.push({ url, init });
    return answer();
  });
});
afterEach(() => vi.unstubAllGlobals());

const json = (status: number, body: unknown) => () => Promise.resolve(Response.json(body, { status }));

/** An entry's client, signed in or not (`session.token` changes it), counting the sessions it ended. */
function entry(signedIn = true) {
  const session: { token: string | undefined; refused: number } = {
    token: signedIn ? 'session-token' : undefined,
    refused: 0,
  };
  const { callRef, failureOf } = createClient({
    token: () => session.token,
    onSessionRefused: () => {
      session.refused += 1;
      session.token = undefined;
    },
  });
  return { session, callRef, failureOf };
}

const caught = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('the call was expected to fail');
    },
    (error: unknown) => error,
  );

describe('the call', () => {
  it("posts the fname and its input as JSON to its service's address, with the session's token", async () => {
    answer = json(200, { ok: true });
    const { callRef } = entry();
    expect(await callRef(PUBLIC_FNAMES.getMyCourses, { entity_id: 'e1' } as never)).toEqual({ ok: true });
    expect(sent[0]?.url).toBe('/v5.0.1/api/students');
    expect(sent[0]?.init.method).toBe('POST');
    expect(sent[0]?.init.headers).toEqual({
      authorization: 'Bearer session-token',
      'content-type': 'application/json',
    });
    expect(JSON.parse(sent[0]?.init.body as string)).toEqual({ fname: 'getMyCourses', entity_id: 'e1' });
  });

  it("goes to a contract's own path (auth/recover-password), signed out with no authorization", async () => {
    answer = json(200, { ok: true });
    await entry(false).callRef<typeof auth.recoverPassword>(PUBLIC_FNAMES.recoverPassword, { email: 'a@b.pe' });
    expect(sent[0]?.url).toBe('/v5.0.1/api/auth/recover-password');
    expect(sent[0]?.init.headers).toEqual({ 'content-type': 'application/json' });
  });

  it("sends a bearer of its own instead of the session's (a reset link's)", async () => {
    answer = json(200, { ok: true });
    await entry().callRef(PUBLIC_FNAMES.resetPassword, { check: true } as never, { bearer: 'reset-token' });
    expect(sent[0]?.init.headers).toMatchObject({ authorization: 'Bearer reset-token' });
  });
});

describe('a refusal', () => {
  it('is the error envelope: status, code, message and the messages per field', async () => {
    answer = json(400, { code: 'VALIDATION', message: 'Revise los campos', fields: { email: 'Correo inválido' } });
    const { callRef, session } = entry();
    const error = await caught(callRef(PUBLIC_FNAMES.registerStudent, {} as never));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION',
      message: 'Revise los campos',
      fields: { email: 'Correo inválido' },
    });
    expect(session.refused).toBe(0);
  });

  it("that is not JSON (a proxy's 502 page) reads 'Ha ocurrido un error' of the server, with no fields", async () => {
    answer = () => Promise.resolve(new Response('<html>Bad Gateway</html>', { status: 502 }));
    const error = await caught(entry().callRef(PUBLIC_FNAMES.getMyCourses, {} as never));
    expect(error).toMatchObject({ status: 502, code: 'INTERNAL', message: M.INTERNAL_ERROR, fields: {} });
  });
});

describe('a 401', () => {
  const refused = json(401, { code: 'UNAUTHORIZED', message: 'No autorizado' });

  it("to a call with the session's token hands the session's end to the entry, once", async () => {
    answer = refused;
    const { callRef, session } = entry();
    const error = await caught(callRef(PUBLIC_FNAMES.getMyOrders, {} as never));
    expect(error).toMatchObject({ status: 401, message: 'No autorizado' });
    expect(session.refused).toBe(1);
    // the session is gone: a second refusal (another call sent with the old token) ends nothing more
    await caught(callRef(PUBLIC_FNAMES.getMyOrders, {} as never, { bearer: 'session-token' }));
    expect(session.refused).toBe(1);
  });

  it('leaves the session alone for a wrong password, a spent reset link or an older session', async () => {
    answer = refused;
    const { callRef, session } = entry();
    await caught(callRef(PUBLIC_FNAMES.signin, { email: 'a@b.pe', password: 'x' } as never));
    await caught(callRef(PUBLIC_FNAMES.resetPassword, { check: true } as never, { bearer: 'reset-token' }));
    let release = () => {};
    answer = () => new Promise((resolve) => (release = () => resolve(Response.json({}, { status: 401 }))));
    const late = caught(callRef(PUBLIC_FNAMES.getMyOrders, {} as never));
    session.token = 'signed-in-again';
    release();
    await late;
    expect(session.refused).toBe(0);
    expect(session.token).toBe('signed-in-again');
  });

  it('of a download read apart (failureOf) ends the session the same way', () => {
    const { failureOf, session } = entry();
    const error = failureOf(PUBLIC_FNAMES.getMyOrders, { status: 401, body: null }, 'session-token');
    expect(error).toMatchObject({ status: 401, code: 'INTERNAL', message: M.INTERNAL_ERROR });
    expect(session.refused).toBe(1);
  });
});

describe('no answer', () => {
  it("is 'No se pudo conectar con el servidor' (status 0) when the network fails", async () => {
    answer = () => Promise.reject(new TypeError('fetch failed'));
    const { callRef, session } = entry();
    const error = await caught(callRef(PUBLIC_FNAMES.getMyCourses, {} as never));
    expect(error).toMatchObject({ status: 0, code: 'NETWORK', message: M.NETWORK_ERROR });
    expect(session.refused).toBe(0);
  });

  it("is the caller's own abort, as it is, when the caller aborted", async () => {
    const controller = new AbortController();
    answer = () =>
      new Promise((_, reject) =>
        controller.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    const pending = caught(entry().callRef(PUBLIC_FNAMES.getMyCourses, {} as never, { signal: controller.signal }));
    controller.abort();
    const error = await pending;
    expect(isAbortError(error)).toBe(true);
    expect(error).not.toBeInstanceOf(ApiError);
  });
});

/** XMLHttpRequest as the browser drives it: headers, upload progress, the answer or an abort. */
class FakeXhr {
  static last: FakeXhr;
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  constructor() {
    FakeXhr.last = this;
  }
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  respond(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }
}

describe('a call with files', () => {
  beforeEach(() => vi.stubGlobal('XMLHttpRequest', FakeXhr));

  it('sends multipart (fname, the fields, then the files) with its upload progress', async () => {
    const progress: number[] = [];
    const voucher = new File(['png'], 'voucher.png', { type: 'image/png' });
    const pending = entry().callRef(
      PUBLIC_FNAMES.createOrder,
      { entity_id: 'e1', products: [{ scheduled_id: 's1' }] } as never,
      {
        files: { vouchers: [voucher] },
        onUploadProgress: (percent) => progress.push(percent),
      },
    );
    const xhr = FakeXhr.last;
    expect(xhr.url).toBe('/v5.0.1/api/students');
    expect(xhr.headers).toEqual({ authorization: 'Bearer session-token' });
    const body = xhr.body as FormData;
    expect([...body.keys()]).toEqual(['fname', 'entity_id', 'products', 'vouchers']);
    expect(body.get('products')).toBe('[{"scheduled_id":"s1"}]');
    expect((body.get('vouchers') as File).name).toBe('voucher.png');
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
    xhr.respond(200, '{"order":{"_id":"o1"}}');
    expect(await pending).toEqual({ order: { _id: 'o1' } });
    expect(progress).toEqual([25]);
  });

  it("answers a refusal's envelope, and an abort as the caller's abort", async () => {
    const refused = caught(entry().callRef(PUBLIC_FNAMES.createOrder, {} as never, { files: {} }));
    FakeXhr.last.respond(
      400,
      JSON.stringify({ code: 'VALIDATION', message: 'Adjunte', fields: { vouchers: 'Adjunte' } }),
    );
    expect(await refused).toMatchObject({ status: 400, fields: { vouchers: 'Adjunte' } });

    const controller = new AbortController();
    const cancelled = caught(
      entry().callRef(PUBLIC_FNAMES.createOrder, {} as never, { files: {}, signal: controller.signal }),
    );
    controller.abort();
    expect(isAbortError(await cancelled)).toBe(true);
  });
});

describe('asApiError', () => {
  it("keeps an ApiError and reads anything else as the server's internal error", () => {
    const refusal = new ApiError(409, 'CONFLICT', 'Ya existe');
    expect(asApiError(refusal)).toBe(refusal);
    expect(asApiError(new Error('boom'))).toMatchObject({ status: 0, code: 'INTERNAL', message: M.INTERNAL_ERROR });
  });
});
