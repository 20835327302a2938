import { courses, M } from '@edu/shared';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiMutationOptions, apiMutationOptions, queryKeyOf, reasonOf } from './api';

vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
// the session lives in the browser's storage: these calls run signed out
vi.mock('./session', () => ({ getSession: () => null, clearSession: vi.fn() }));

const refused = (status: number) => new ApiError(status, 'CONFLICT', 'El nombre ya existe');
const abort = () => new DOMException('cancelado', 'AbortError');

describe('reasonOf', () => {
  it("gives the server's reason for a refusal it explains (4xx but 401), else the fallback", () => {
    expect(reasonOf(refused(409), 'No se pudo')).toBe('El nombre ya existe');
    expect(reasonOf(refused(401), 'No se pudo')).toBe('No se pudo');
    expect(reasonOf(refused(500), 'No se pudo')).toBe('No se pudo');
    expect(reasonOf(new ApiError(0, 'NETWORK', M.NETWORK_ERROR))).toBe(M.ERROR_OCCURRED);
    expect(reasonOf(new Error('boom'))).toBe(M.ERROR_OCCURRED);
  });

  it('lets through only the statuses a screen names', () => {
    expect(reasonOf(refused(409), 'No se pudo', [409])).toBe('El nombre ya existe');
    expect(reasonOf(refused(403), 'No se pudo', [409])).toBe('No se pudo');
    expect(reasonOf(refused(409), 'No se pudo', [])).toBe('No se pudo');
  });
});

describe('useApiMutation', () => {
  let queryClient: QueryClient;
  beforeEach(() => {
    vi.mocked(toast.success).mockClear();
    vi.mocked(toast.error).mockClear();
    queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  });
  const run = <V, D>(options: ApiMutationOptions<V, D>, variables: V) =>
    new MutationObserver(queryClient, apiMutationOptions(queryClient, options)).mutate(variables);

  it('on success: the toast, every page of the stale lists fetched again, then the caller', async () => {
    const stale = queryKeyOf(courses.getCategories, { entity_id: 'e1' } as never);
    queryClient.setQueryData(stale, { data: [] });
    const onSuccess = vi.fn();
    await run(
      {
        mutationFn: async (n: number) => n * 2,
        success: (d) => `hecho ${d}`,
        invalidates: [courses.getCategories],
        onSuccess,
      },
      21,
    );
    expect(toast.success).toHaveBeenCalledWith('hecho 42');
    expect(queryClient.getQueryState(stale)?.isInvalidated).toBe(true);
    expect(onSuccess).toHaveBeenCalledWith(42, 21);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("on failure: the server's reason or the screen's text, and the caller's promise rejects", async () => {
    await expect(
      run({ mutationFn: () => Promise.reject(refused(409)), failure: 'No se pudo' }, undefined),
    ).rejects.toThrow();
    await expect(
      run({ mutationFn: () => Promise.reject(refused(500)), failure: 'No se pudo' }, undefined),
    ).rejects.toThrow();
    await expect(
      run({ mutationFn: () => Promise.reject(refused(409)), failure: 'No se pudo', explains: [] }, undefined),
    ).rejects.toThrow();
    expect(vi.mocked(toast.error).mock.calls).toEqual([['El nombre ya existe'], ['No se pudo'], ['No se pudo']]);
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('says nothing for a cancelled upload, or when the failure is left to the form', async () => {
    await expect(run({ mutationFn: () => Promise.reject(abort()) }, undefined)).rejects.toThrow();
    const onError = vi.fn();
    await expect(
      run({ mutationFn: () => Promise.reject(refused(409)), failure: () => undefined, onError }, undefined),
    ).rejects.toThrow();
    expect(toast.error).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledOnce();
  });
});
