import { campuses, PAGE_SIZES } from '@edu/shared';
import { useEntityList } from '../../../lib/entity-list';

/** One page (from 1) of the entity's campuses, 10 a page; `search` filters by name. */
export function useCampuses(page: number, search: string) {
  return useEntityList(campuses.getCampus, (entityId) => ({
    entity: entityId,
    page,
    docs: PAGE_SIZES.campuses,
    ...(search ? { query: { field: 'name' as const, search } } : {}),
  }));
}
