import { courses, M } from '@edu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { call } from '../../../lib/api';
import type { CategoryValues } from './create-category';
import { invalidateCourses, reasonOf, useEntityId } from './course-lists';

/** A new name shows in the course table's category column too. */
export function useUpdateCategory() {
  const queryClient = useQueryClient();
  const entityId = useEntityId();
  return useMutation({
    mutationFn: ({ categoryId, values }: { categoryId: string; values: CategoryValues }) =>
      call(courses.updateCategory, { ...values, entity_id: entityId, category_id: categoryId }),
    onSuccess: () => {
      toast.success(M.CATEGORY_UPDATED);
      return invalidateCourses(queryClient);
    },
    onError: (error) => toast.error(reasonOf(error, M.ERROR_OCCURRED)),
  });
}
