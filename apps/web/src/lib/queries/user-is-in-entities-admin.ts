import { entities, type Output } from '@edu/shared';
import { useQuery } from '@tanstack/react-query';
import { call, queryOf } from '../api';

export type EntityAccess = Output<typeof entities.userIsInEntitiesAdmin>['data'];

/** The entities where the user holds roles, with each one's branding, and the user's name and photo. */
export const entityAccessQuery = (userId: string) => ({
  ...queryOf(entities.userIsInEntitiesAdmin, { user_id: userId }),
  staleTime: 5 * 60_000,
});

/** Right after sign-in the token is not in the session yet, so it is passed as the bearer. */
export const fetchEntityAccess = (userId: string, bearer: string) =>
  call(entities.userIsInEntitiesAdmin, { user_id: userId }, { bearer });

export const useEntityAccess = (userId: string) => useQuery(entityAccessQuery(userId));
