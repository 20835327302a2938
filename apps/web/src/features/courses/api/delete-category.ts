import { courses, M } from '@edu/shared';
import { call, useApiMutation } from '../../../lib/api';
import { useEntityId } from '../../../lib/session';

/** Refused (409) while the category holds programmes, and always for the built-in one: the toast says which. */
export function useDeleteCategory() {
  const entityId = useEntityId();
  return useApiMutation({
    mutationFn: (categoryId: string) => call(courses.deleteCategory, { entity_id: entityId, category_id: categoryId }),
    success: M.CATEGORY_DELETED,
    invalidates: [courses.getCategories],
  });
}
