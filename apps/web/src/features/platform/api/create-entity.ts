import { entities, type Input, M } from '@edu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { useUpload } from '../../../components/upload-progress';
import { ApiError, call, isAbortError } from '../../../lib/api';
import { type EntityImages, invalidateEntityLists } from './entity-lists';

export type CreateEntityValues = Input<typeof entities.createEntity>;

/** 'Nueva entidad' (01 §2): multipart with logo and portrait, upload progress, 'Error! ' + the server's text. */
export function useCreateEntity() {
  const queryClient = useQueryClient();
  const upload = useUpload();
  const mutation = useMutation({
    mutationFn: ({ values, images }: { values: CreateEntityValues; images: EntityImages }) =>
      call(entities.createEntity, values, { files: { ...images }, ...upload.start() }),
    onSettled: upload.finish,
    onSuccess: () => {
      toast.success(M.ENTITY_CREATED);
      return invalidateEntityLists(queryClient);
    },
    onError: (error) => {
      if (isAbortError(error)) return;
      toast.error(`${M.ERROR_CREATE_PREFIX}${error instanceof ApiError ? error.message : M.ERROR_OCCURRED}`);
    },
  });
  return { ...mutation, upload };
}
