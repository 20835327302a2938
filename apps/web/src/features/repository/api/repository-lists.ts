import { materials } from '@edu/shared';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError, isAbortError } from '../../../lib/api';

export { useEntityId } from '../../../lib/session';

/** A material added, changed or removed: every page and search of the repository table. */
export const invalidateRepository = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({
    queryKey: [materials.getMaterial_byEntity.service, materials.getMaterial_byEntity.name],
  });

/** A refusal the server explains (400, 404, 413, 415…); else the spec's generic failure text. */
export const reasonOf = (error: unknown, fallback: string): string =>
  error instanceof ApiError && error.status > 0 && error.status !== 401 && error.status < 500
    ? error.message
    : fallback;

export { isAbortError };
