import { entities, M } from '@edu/shared';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api';

export { useEntityId } from '../../../lib/session';

/** A credential added, changed or removed: every page of both tabs. */
export const invalidateCredentials = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: [entities.getZoomTokens.service, entities.getZoomTokens.name] });

/** A refusal the server explains (400, 403, 409…); else 'Ha ocurrido un error'. */
export const reasonOf = (error: unknown): string =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401
    ? error.message
    : M.ERROR_OCCURRED;
