import { permissions } from '@edu/shared';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/api';

/** The permission tree of one entity (01 §3). */
export const managementQuery = (entityId: string) => ({
  ...queryOf(permissions.getManagement, { entity_id: entityId }),
  staleTime: 0,
});

export const useManagement = (entityId: string) => useQuery(managementQuery(entityId));
