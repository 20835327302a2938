import { courses, M } from '@edu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { call } from '../../../lib/api';
import { reasonOf, useEntityId } from './course-lists';
import { invalidateItems } from './syllabus-lists';

/** A syllabus item of a module; main_course is the module's programme. */
export function useCreateItem(moduleId: string, programmeId: string) {
  const queryClient = useQueryClient();
  const entityId = useEntityId();
  return useMutation({
    mutationFn: (title: string) =>
      call(courses.createItem, { entity: entityId, course: moduleId, main_course: programmeId, title }),
    onSuccess: () => {
      toast.success(M.SYLLABUS_CREATED);
      return invalidateItems(queryClient);
    },
    onError: (error) => toast.error(reasonOf(error, M.ERROR_OCCURRED)),
  });
}
