import { entities, M } from '@edu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { call } from '../../../lib/api';
import { invalidateCampuses, reasonOf, useEntityId } from './campus-lists';
import type { CampusValues } from './create-campus';

/** A campus's name, country, department and address, all sent. */
export function useUpdateCampus() {
  const queryClient = useQueryClient();
  const entityId = useEntityId();
  return useMutation({
    mutationFn: ({ campus, values }: { campus: string; values: CampusValues }) =>
      call(entities.updateCampus, { ...values, campus, entity: entityId }),
    onSuccess: () => {
      toast.success(M.CAMPUS_UPDATED);
      return invalidateCampuses(queryClient);
    },
    onError: (error) => toast.error(reasonOf(error)),
  });
}
