import { courses, M } from '@edu/shared';
import { call, useApiMutation } from '../../../lib/api';
import { useEntityId } from '../../../lib/session';

export function useDeleteItem() {
  const entityId = useEntityId();
  return useApiMutation({
    mutationFn: (itemId: string) => call(courses.deleteItem, { entity_id: entityId, item: itemId }),
    success: M.SYLLABUS_DELETED,
    invalidates: [courses.getItems],
  });
}
