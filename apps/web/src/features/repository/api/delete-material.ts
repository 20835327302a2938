import { M, materials } from '@edu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { call } from '../../../lib/api';
import { invalidateRepository, useEntityId } from './repository-lists';

/** Removes a repository material (and its stored file). */
export function useDeleteRepositoryMaterial() {
  const queryClient = useQueryClient();
  const entityId = useEntityId();
  return useMutation({
    mutationFn: (materialId: string) =>
      call(materials.deleteMaterial, { material_id: materialId, entity_id: entityId }),
    onSuccess: () => {
      toast.success(M.MATERIAL_DELETED);
      return invalidateRepository(queryClient);
    },
    onError: () => toast.error(M.MATERIAL_DELETE_FAILED),
  });
}
