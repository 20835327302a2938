import { entities, type Input, M } from '@edu/shared';
import { useUpload } from '../../../components/upload-progress';
import { ApiError, call, useApiMutation } from '../../../lib/api';
import { ENTITY_LISTS, type EntityImages } from './entity-lists';

export type CreateEntityValues = Input<typeof entities.createEntity>;

/** 'Nueva entidad' (01 §2): multipart with logo and portrait, upload progress, 'Error! ' + the server's text. */
export function useCreateEntity() {
  const upload = useUpload();
  const mutation = useApiMutation({
    mutationFn: ({ values, images }: { values: CreateEntityValues; images: EntityImages }) =>
      call(entities.createEntity, values, { files: { ...images }, ...upload.start() }),
    onSettled: upload.finish,
    success: M.ENTITY_CREATED,
    failure: (error) => `${M.ERROR_CREATE_PREFIX}${error instanceof ApiError ? error.message : M.ERROR_OCCURRED}`,
    invalidates: ENTITY_LISTS,
  });
  return { ...mutation, upload };
}
