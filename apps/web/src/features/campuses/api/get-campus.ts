import { campuses, PAGE_SIZES } from '@edu/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/api';
import { useEntityId } from '../../../lib/session';

/** One page (from 1) of the entity's campuses, 10 a page; `search` filters by name. */
export function useCampuses(page: number, search: string) {
  const entityId = useEntityId();
  return useQuery({
    ...queryOf(campuses.getCampus, {
      entity: entityId,
      page,
      docs: PAGE_SIZES.campuses,
      ...(search ? { query: { field: 'name' as const, search } } : {}),
    }),
    enabled: Boolean(entityId),
    placeholderData: keepPreviousData,
  });
}
