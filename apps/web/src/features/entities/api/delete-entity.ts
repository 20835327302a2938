import { entities, M } from '@edu/shared';
import { call, useApiMutation } from '../../../lib/api';
import { ENTITY_LISTS } from './entity-lists';

/** Hides the entity and closes it to its staff at once; `npm run entity:restore -- <id>` undoes it. */
export function useDeleteEntity() {
  return useApiMutation({
    mutationFn: (entityId: string) => call(entities.deleteEntity, { entity_id: entityId }),
    success: M.ENTITY_DELETED,
    explains: [],
    invalidates: ENTITY_LISTS,
  });
}
