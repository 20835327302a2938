import { courses, M } from '@edu/shared';
import { call, useApiMutation } from '../../../lib/api';
import { useEntityId } from '../../../lib/session';
import type { CategoryValues } from './create-category';

/** A new name shows in the course table's category column too. */
export function useUpdateCategory() {
  const entityId = useEntityId();
  return useApiMutation({
    mutationFn: ({ categoryId, values }: { categoryId: string; values: CategoryValues }) =>
      call(courses.updateCategory, { ...values, entity_id: entityId, category_id: categoryId }),
    success: M.CATEGORY_UPDATED,
    invalidates: PROGRAMME_LISTS,
  });
}

/** A programme or category changed: the course tables, the modules lists and the categories' counts. */
export const PROGRAMME_LISTS = [courses.getCourses, courses.getCategories];
