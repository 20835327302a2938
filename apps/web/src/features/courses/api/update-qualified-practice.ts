import { courses, M } from '@edu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { call } from '../../../lib/api';
import { reasonOf } from './course-lists';
import { invalidatePractices } from './get-qualified-practices';

/** Only the weight changes (02 §5: the title is not editable). */
export function useUpdateQualifiedPractice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ practiceId, weight }: { practiceId: string; weight: string }) =>
      call(courses.updateQualifiedPractice, { qualified_practice: practiceId, weight }),
    onSuccess: () => {
      toast.success(M.PRACTICE_UPDATED);
      return invalidatePractices(queryClient);
    },
    onError: (error) => toast.error(reasonOf(error, M.ERROR_OCCURRED)),
  });
}
