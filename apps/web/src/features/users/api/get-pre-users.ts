import { users } from '@edu/shared';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/api';

/** The platform's users in register incomplete, inProcess or completed (01 §2 Users page). */
export const preUsersQuery = () => queryOf(users.getPreUsers, {});

export const usePreUsers = () => useQuery(preUsersQuery());
