import { entities, type Input, M } from '@edu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { useUpload } from '../../../components/upload-progress';
import { ApiError, call, isAbortError } from '../../../lib/api';
import { type EntityImages, invalidateEntityLists } from './entity-lists';

export type UpdateEntityValues = Input<typeof entities.updateEntity>;

// A refused image (415) and a main admin changed meanwhile (409) say why; anything else is the spec's generic text.
const SAYS_WHY = new Set([409, 415]);

/** 'Editar entidad' (01 §2): multipart, only the images picked anew; admin_id with the admin_old the editor saw. */
export function useUpdateEntity() {
  const queryClient = useQueryClient();
  const upload = useUpload();
  const mutation = useMutation({
    mutationFn: ({ values, images }: { values: UpdateEntityValues; images: EntityImages }) =>
      call(entities.updateEntity, values, { files: { ...images }, ...upload.start() }),
    onSettled: upload.finish,
    onSuccess: () => {
      toast.success(M.ENTITY_UPDATED);
      return invalidateEntityLists(queryClient);
    },
    onError: (error) => {
      if (isAbortError(error)) return;
      const saysWhy = error instanceof ApiError && SAYS_WHY.has(error.status);
      toast.error(saysWhy ? error.message : M.ERROR_OCCURRED);
      // the entity as it is now, so that a retry sends the current admin_old
      if (error instanceof ApiError && error.status === 409) void invalidateEntityLists(queryClient);
    },
  });
  return { ...mutation, upload };
}
