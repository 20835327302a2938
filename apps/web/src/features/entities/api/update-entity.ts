import { entities, type Input, M } from '@edu/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useUpload } from '../../../components/upload-progress';
import { ApiError, call, invalidateAll, useApiMutation } from '../../../lib/api';
import { ENTITY_LISTS, type EntityImages } from './entity-lists';

export type UpdateEntityValues = Input<typeof entities.updateEntity>;

/** 'Editar entidad' (01 §2): multipart, only the images picked anew; admin_id with the admin_old the editor saw. */
export function useUpdateEntity() {
  const queryClient = useQueryClient();
  const upload = useUpload();
  const mutation = useApiMutation({
    mutationFn: ({ values, images }: { values: UpdateEntityValues; images: EntityImages }) =>
      call(entities.updateEntity, values, { files: { ...images }, ...upload.start() }),
    onSettled: upload.finish,
    success: M.ENTITY_UPDATED,
    // a refused image (415) and a main admin changed meanwhile (409) say why; anything else is the spec's generic text
    explains: [409, 415],
    invalidates: ENTITY_LISTS,
    // the entity as it is now, so that a retry sends the current admin_old
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void invalidateAll(queryClient, ENTITY_LISTS);
    },
  });
  return { ...mutation, upload };
}
