import { entities, M } from '@edu/shared';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api';

export { useEntityId } from '../../../lib/session';

/** A campus added, changed or removed: every page and search of the campuses table. */
export const invalidateCampuses = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: [entities.getCampus.service, entities.getCampus.name] });

/** A refusal the server explains (400, 409: a taken name…); else 'Ha ocurrido un error'. */
export const reasonOf = (error: unknown): string =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401
    ? error.message
    : M.ERROR_OCCURRED;
