import { type Input, M, materials } from '@edu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { useUpload } from '../../../components/upload-progress';
import { call } from '../../../lib/api';
import { invalidateRepository, isAbortError, reasonOf, useEntityId } from './repository-lists';

export type RepositoryEditValues = Omit<Input<typeof materials.editMaterial>, 'entity'>;

/** A repository material's texts, category, visibility and source; JSON, or multipart when a new file replaces the old. */
export function useEditRepositoryMaterial() {
  const queryClient = useQueryClient();
  const entityId = useEntityId();
  const upload = useUpload();
  const mutation = useMutation({
    mutationFn: ({ values, file }: { values: RepositoryEditValues; file: File | null }) =>
      file
        ? call(materials.editMaterial, { ...values, entity: entityId }, { files: { files: file }, ...upload.start() })
        : call(materials.editMaterial, { ...values, entity: entityId }),
    onSettled: upload.finish,
    onSuccess: () => {
      toast.success(M.MATERIAL_EDITED);
      return invalidateRepository(queryClient);
    },
    onError: (error) => {
      if (isAbortError(error)) return;
      toast.error(reasonOf(error, M.MATERIAL_EDIT_FAILED));
    },
  });
  return { ...mutation, upload };
}
