import { PAGE_SIZES, users } from '@edu/shared';
import { useEntityList } from '../../../lib/entity-list';

/** One page (from 1) of the entity's staff, students excluded, by name A→Z; `search` filters by name. */
export function useUsersByEntity(page: number, search: string) {
  return useEntityList(users.getUsersByEntity, (entityId) => ({
    entity_id: entityId,
    page,
    docs: PAGE_SIZES.users,
    sortNameNumber: 1,
    ...(search ? { query: { field: 'name' as const, search } } : {}),
  }));
}
