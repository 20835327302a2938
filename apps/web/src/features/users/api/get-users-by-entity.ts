import { PAGE_SIZES, users } from '@edu/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/api';
import { useEntityId } from '../../../lib/session';

/** One page (from 1) of the entity's staff, students excluded, by name A→Z; `search` filters by name. */
export function useUsersByEntity(page: number, search: string) {
  const entityId = useEntityId();
  return useQuery({
    ...queryOf(users.getUsersByEntity, {
      entity_id: entityId,
      page,
      docs: PAGE_SIZES.users,
      sortNameNumber: 1,
      ...(search ? { query: { field: 'name' as const, search } } : {}),
    }),
    enabled: Boolean(entityId),
    placeholderData: keepPreviousData,
  });
}
