import { courses, M } from '@edu/shared';
import { call, useApiMutation } from '../../../lib/api';
import { useEntityId } from '../../../lib/session';

/** A syllabus item of a module; main_course is the module's programme. */
export function useCreateItem(moduleId: string, programmeId: string) {
  const entityId = useEntityId();
  return useApiMutation({
    mutationFn: (title: string) =>
      call(courses.createItem, { entity: entityId, course: moduleId, main_course: programmeId, title }),
    success: M.SYLLABUS_CREATED,
    invalidates: [courses.getItems],
  });
}
