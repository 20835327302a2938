import { auth, entities, M, type Management } from '@edu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { call, queryKeyOf } from '../../../lib/api';

/** 'Guardar Cambios': the whole tree at once (01 §2, §8). */
export function useUpdateManagement(entityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (management: Management) => call(auth.updateManagement, { entity_id: entityId, ...management }),
    onSuccess: (data) => {
      toast.success(M.PERMISSIONS_SAVED);
      queryClient.setQueryData(queryKeyOf(auth.getManagement, { entity_id: entityId }), data);
      // the menus of the entity's staff follow the services switched on
      return queryClient.invalidateQueries({
        queryKey: [entities.userIsInEntitiesAdmin.service, entities.userIsInEntitiesAdmin.name],
      });
    },
    onError: () => toast.error(M.PERMISSIONS_FAILED),
  });
}
