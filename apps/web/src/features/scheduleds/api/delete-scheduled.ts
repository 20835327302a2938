import { M, scheduleds } from '@edu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { call } from '../../../lib/api';
import { invalidateScheduleds, reasonOf, useEntityId } from './scheduled-lists';

/** Removes a main scheduled course; a refusal (enrolled students…) shows the server's reason. */
export function useDeleteScheduled() {
  const queryClient = useQueryClient();
  const entityId = useEntityId();
  return useMutation({
    mutationFn: (scheduledId: string) =>
      call(scheduleds.deleteScheduled, { scheduled_id: scheduledId, entity_id: entityId }),
    onSuccess: () => {
      toast.success(M.COURSE_DELETED_F);
      return invalidateScheduleds(queryClient);
    },
    onError: (error) => toast.error(reasonOf(error, M.ERROR_OCCURRED)),
  });
}
