import { courses, M } from '@edu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { call } from '../../../lib/api';
import { invalidateCourses, reasonOf, useEntityId } from './course-lists';

/** Deletes a programme with its modules, syllabus and materials, or one module ('Módulo eliminado con éxito'). */
export function useDeleteCourse(kind: 'programme' | 'module') {
  const queryClient = useQueryClient();
  const entityId = useEntityId();
  return useMutation({
    mutationFn: (courseId: string) => call(courses.deleteCourse, { entity_id: entityId, course_id: courseId }),
    onSuccess: () => {
      toast.success(kind === 'programme' ? M.COURSE_DELETED : M.MODULE_DELETED);
      return invalidateCourses(queryClient);
    },
    onError: (error) => toast.error(reasonOf(error, M.ERROR_OCCURRED)),
  });
}
