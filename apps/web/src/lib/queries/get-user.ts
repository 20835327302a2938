import { users } from '@edu/shared';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../api';

/** One user; without an entity it is only allowed for oneself (the profile page). */
export const userQuery = (userId: string) => queryOf(users.getUser, { user_id: userId });

export const useUser = (userId: string) => useQuery(userQuery(userId));
