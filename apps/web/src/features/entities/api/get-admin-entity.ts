import { users } from '@edu/shared';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/api';

/** The account-level admins (rol admin_entity) that may be an entity's main administrator. */
export const adminEntityQuery = () => queryOf(users.getAdminEntity, { rol: 'admin_entity' });

export const useAdminEntity = () => useQuery(adminEntityQuery());
