import { entities } from '@edu/shared';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../api';

/** One entity with its main administrator; the edit wizard reads it fresh, so that admin_old is current. */
export const entityQuery = (entityId: string) => ({
  ...queryOf(entities.getEntity, { entity_id: entityId }),
  staleTime: 0,
});

export const useEntity = (entityId: string | null) =>
  useQuery({ ...entityQuery(entityId ?? ''), enabled: Boolean(entityId) });
