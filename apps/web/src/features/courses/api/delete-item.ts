import { courses, M } from '@edu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { call } from '../../../lib/api';
import { reasonOf, useEntityId } from './course-lists';
import { invalidateItems } from './syllabus-lists';

export function useDeleteItem() {
  const queryClient = useQueryClient();
  const entityId = useEntityId();
  return useMutation({
    mutationFn: (itemId: string) => call(courses.deleteItem, { entity_id: entityId, item: itemId }),
    onSuccess: () => {
      toast.success(M.SYLLABUS_DELETED);
      return invalidateItems(queryClient);
    },
    onError: (error) => toast.error(reasonOf(error, M.ERROR_OCCURRED)),
  });
}
