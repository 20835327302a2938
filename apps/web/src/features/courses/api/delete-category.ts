import { courses, M } from '@edu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { call } from '../../../lib/api';
import { invalidateCategories, reasonOf, useEntityId } from './course-lists';

/** Refused (409) while the category holds programmes, and always for the built-in one: the toast says which. */
export function useDeleteCategory() {
  const queryClient = useQueryClient();
  const entityId = useEntityId();
  return useMutation({
    mutationFn: (categoryId: string) => call(courses.deleteCategory, { entity_id: entityId, category_id: categoryId }),
    onSuccess: () => {
      toast.success(M.CATEGORY_DELETED);
      return invalidateCategories(queryClient);
    },
    onError: (error) => toast.error(reasonOf(error, M.ERROR_OCCURRED)),
  });
}
