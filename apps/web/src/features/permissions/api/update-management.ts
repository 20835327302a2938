import { entities, M, type Management, permissions } from '@edu/shared';
import { useQueryClient } from '@tanstack/react-query';
import { call, queryKeyOf, useApiMutation } from '../../../lib/api';

/** 'Guardar Cambios': the whole tree at once (01 §2, §8). */
export function useUpdateManagement(entityId: string) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (management: Management) => call(permissions.updateManagement, { entity_id: entityId, ...management }),
    success: M.PERMISSIONS_SAVED,
    failure: M.PERMISSIONS_FAILED,
    explains: [],
    // the menus of the entity's staff follow the services switched on
    invalidates: [entities.userIsInEntitiesAdmin],
    onSuccess: (data) => queryClient.setQueryData(queryKeyOf(permissions.getManagement, { entity_id: entityId }), data),
  });
}
