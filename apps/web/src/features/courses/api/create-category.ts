import { courses, type Input, M } from '@edu/shared';
import { call, useApiMutation } from '../../../lib/api';
import { useEntityId } from '../../../lib/session';

export type CategoryValues = Omit<Input<typeof courses.createCategory>, 'entity_id'>;

export function useCreateCategory() {
  const entityId = useEntityId();
  return useApiMutation({
    mutationFn: (values: CategoryValues) => call(courses.createCategory, { ...values, entity_id: entityId }),
    success: M.CATEGORY_CREATED,
    invalidates: [courses.getCategories],
  });
}
