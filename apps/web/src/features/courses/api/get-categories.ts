import { courses } from '@edu/shared';
import { useEntityList } from '../../../lib/entity-list';

/** The entity's categories, the built-in one first, with their programme counts; `search` filters by name. */
export function useCategories(search: string) {
  return useEntityList(courses.getCategories, (entityId) => ({
    entity_id: entityId,
    query: { field: 'name', search },
  }));
}
