import { courses, type Input, M } from '@edu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { call } from '../../../lib/api';
import { invalidateCategories, reasonOf, useEntityId } from './course-lists';

export type CategoryValues = Omit<Input<typeof courses.createCategory>, 'entity_id'>;

export function useCreateCategory() {
  const queryClient = useQueryClient();
  const entityId = useEntityId();
  return useMutation({
    mutationFn: (values: CategoryValues) => call(courses.createCategory, { ...values, entity_id: entityId }),
    onSuccess: () => {
      toast.success(M.CATEGORY_CREATED);
      return invalidateCategories(queryClient);
    },
    onError: (error) => toast.error(reasonOf(error, M.ERROR_OCCURRED)),
  });
}
