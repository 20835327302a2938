import { scheduleds } from '@edu/shared';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api';

export { useEntityId } from '../../../lib/session';

/** A scheduled course or a module schedule added, changed or removed: every list of scheduled courses. */
export const invalidateScheduleds = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: [scheduleds.getScheduleds.service, scheduleds.getScheduleds.name] });

/** A refusal the server explains in Spanish (a 4xx: a date out of bounds, enrolled students…); else the fallback. */
export const reasonOf = (error: unknown, fallback: string): string =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401
    ? error.message
    : fallback;
