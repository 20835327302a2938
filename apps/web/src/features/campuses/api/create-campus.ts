import { entities, type Input, M } from '@edu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { call } from '../../../lib/api';
import { invalidateCampuses, reasonOf, useEntityId } from './campus-lists';

export type CampusValues = Omit<Input<typeof entities.createCampus>, 'entity'>;

/** A new campus of the entity (02 §5). */
export function useCreateCampus() {
  const queryClient = useQueryClient();
  const entityId = useEntityId();
  return useMutation({
    mutationFn: (values: CampusValues) => call(entities.createCampus, { ...values, entity: entityId }),
    onSuccess: () => {
      toast.success(M.CAMPUS_CREATED);
      return invalidateCampuses(queryClient);
    },
    onError: (error) => toast.error(reasonOf(error)),
  });
}
