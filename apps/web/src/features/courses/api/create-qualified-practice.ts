import { courses, M } from '@edu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { call } from '../../../lib/api';
import { reasonOf, useEntityId } from './course-lists';
import { invalidatePractices } from './get-qualified-practices';

export function useCreateQualifiedPractice(courseId: string) {
  const queryClient = useQueryClient();
  const entityId = useEntityId();
  return useMutation({
    mutationFn: ({ title, weight }: { title: string; weight: string }) =>
      call(courses.createQualifiedPractice, { entity: entityId, course: courseId, title, weight }),
    onSuccess: () => {
      toast.success(M.PRACTICE_CREATED);
      return invalidatePractices(queryClient);
    },
    onError: (error) => toast.error(reasonOf(error, M.ERROR_OCCURRED)),
  });
}
