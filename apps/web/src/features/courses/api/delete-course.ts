import { courses, M } from '@edu/shared';
import { call, useApiMutation } from '../../../lib/api';
import { useEntityId } from '../../../lib/session';
import { PROGRAMME_LISTS } from './update-category';

/** Deletes a programme with its modules, syllabus and materials, or one module ('Módulo eliminado con éxito'). */
export function useDeleteCourse(kind: 'programme' | 'module') {
  const entityId = useEntityId();
  return useApiMutation({
    mutationFn: (courseId: string) => call(courses.deleteCourse, { entity_id: entityId, course_id: courseId }),
    success: kind === 'programme' ? M.COURSE_DELETED : M.MODULE_DELETED,
    invalidates: PROGRAMME_LISTS,
  });
}
