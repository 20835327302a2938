import { M, materials } from '@edu/shared';
import { call, useApiMutation } from '../../../lib/api';
import { useEntityId } from '../../../lib/session';

/** Removes a repository material (and its stored file). */
export function useDeleteRepositoryMaterial() {
  const entityId = useEntityId();
  return useApiMutation({
    mutationFn: (materialId: string) =>
      call(materials.deleteMaterial, { material_id: materialId, entity_id: entityId }),
    success: M.MATERIAL_DELETED,
    failure: M.MATERIAL_DELETE_FAILED,
    invalidates: [materials.getMaterial_byEntity],
  });
}
