import { type Input, M, materials } from '@edu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { useUpload } from '../../../components/upload-progress';
import { call } from '../../../lib/api';
import { invalidateRepository, isAbortError, reasonOf, useEntityId } from './repository-lists';

export type RepositoryAddValues = Omit<Input<typeof materials.addMaterials>, 'entity_id' | 'course_id'>;

/** A repository material (no course, 02 §2.6): a file under `files` (percent progress, cancellable) or a link. */
export function useAddRepositoryMaterial() {
  const queryClient = useQueryClient();
  const entityId = useEntityId();
  const upload = useUpload();
  const mutation = useMutation({
    mutationFn: ({ values, file }: { values: RepositoryAddValues; file: File | null }) =>
      call(materials.addMaterials, { ...values, entity_id: entityId }, { files: { files: file }, ...upload.start() }),
    onSettled: upload.finish,
    onSuccess: () => {
      toast.success(M.MATERIAL_UPLOADED);
      return invalidateRepository(queryClient);
    },
    onError: (error) => {
      if (isAbortError(error)) return;
      toast.error(reasonOf(error, M.MATERIAL_UPLOAD_FAILED));
    },
  });
  return { ...mutation, upload };
}
