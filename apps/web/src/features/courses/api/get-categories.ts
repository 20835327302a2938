import { courses } from '@edu/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/api';
import { useEntityId } from '../../../lib/session';

/** The entity's categories, the built-in one first, with their programme counts; `search` filters by name. */
export function useCategories(search: string) {
  const entityId = useEntityId();
  return useQuery({
    ...queryOf(courses.getCategories, { entity_id: entityId, query: { field: 'name', search } }),
    enabled: Boolean(entityId),
    placeholderData: keepPreviousData,
  });
}
