import { entities, M } from '@edu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { call } from '../../../lib/api';
import { invalidateCampuses, reasonOf } from './campus-lists';

export function useDeleteCampus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (campus: string) => call(entities.deleteCampus, { campus }),
    onSuccess: () => {
      toast.success(M.CAMPUS_DELETED);
      return invalidateCampuses(queryClient);
    },
    onError: (error) => toast.error(reasonOf(error)),
  });
}
