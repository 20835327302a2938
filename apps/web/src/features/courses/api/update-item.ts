import { courses, M } from '@edu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { call } from '../../../lib/api';
import { reasonOf, useEntityId } from './course-lists';
import { invalidateItems } from './syllabus-lists';

export function useUpdateItem() {
  const queryClient = useQueryClient();
  const entityId = useEntityId();
  return useMutation({
    mutationFn: ({ itemId, title }: { itemId: string; title: string }) =>
      call(courses.updateItem, { entity: entityId, item: itemId, title }),
    onSuccess: () => {
      toast.success(M.SYLLABUS_UPDATED);
      return invalidateItems(queryClient);
    },
    onError: (error) => toast.error(reasonOf(error, M.ERROR_OCCURRED)),
  });
}
