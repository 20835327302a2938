import { entities, M } from '@edu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { call } from '../../../lib/api';
import { invalidateEntityLists } from './entity-lists';

/** Hides the entity and closes it to its staff at once; `npm run entity:restore -- <id>` undoes it. */
export function useDeleteEntity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entityId: string) => call(entities.deleteEntity, { entity_id: entityId }),
    onSuccess: () => {
      toast.success(M.ENTITY_DELETED);
      return invalidateEntityLists(queryClient);
    },
    onError: () => toast.error(M.ERROR_OCCURRED),
  });
}
