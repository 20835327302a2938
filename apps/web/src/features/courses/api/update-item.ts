import { courses, M } from '@edu/shared';
import { call, useApiMutation } from '../../../lib/api';
import { useEntityId } from '../../../lib/session';

export function useUpdateItem() {
  const entityId = useEntityId();
  return useApiMutation({
    mutationFn: ({ itemId, title }: { itemId: string; title: string }) =>
      call(courses.updateItem, { entity: entityId, item: itemId, title }),
    success: M.SYLLABUS_UPDATED,
    invalidates: [courses.getItems],
  });
}
