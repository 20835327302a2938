import { courses, M } from '@edu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { call } from '../../../lib/api';
import { reasonOf } from './course-lists';
import { invalidatePractices } from './get-qualified-practices';

export function useDeleteQualifiedPractice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (practiceId: string) => call(courses.deleteQualifiedPractice, { qualified_practice: practiceId }),
    onSuccess: () => {
      toast.success(M.PRACTICE_DELETED);
      return invalidatePractices(queryClient);
    },
    onError: (error) => toast.error(reasonOf(error, M.ERROR_OCCURRED)),
  });
}
