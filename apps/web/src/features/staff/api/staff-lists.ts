import { users } from '@edu/shared';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api';

export { useEntityId } from '../../../lib/session';

/** A member added, changed or removed: every page and search of the staff table. */
export const invalidateStaffUsers = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: [users.getUsersByEntity.service, users.getUsersByEntity.name] });

/** A refusal the server explains (400, 409: taken e-mail, removing oneself…); else the fallback. */
export const reasonOf = (error: unknown, fallback: string): string =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401
    ? error.message
    : fallback;
