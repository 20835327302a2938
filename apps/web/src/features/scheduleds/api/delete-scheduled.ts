import { M, scheduleds } from '@edu/shared';
import { call, useApiMutation } from '../../../lib/api';
import { useEntityId } from '../../../lib/session';

/** Removes a main scheduled course; a refusal (enrolled students…) shows the server's reason. */
export function useDeleteScheduled() {
  const entityId = useEntityId();
  return useApiMutation({
    mutationFn: (scheduledId: string) =>
      call(scheduleds.deleteScheduled, { scheduled_id: scheduledId, entity_id: entityId }),
    success: M.COURSE_DELETED_F,
    invalidates: [scheduleds.getScheduleds],
  });
}
