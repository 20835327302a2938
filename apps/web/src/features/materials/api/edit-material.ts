import { type Input, M, materials } from '@edu/shared';
import { useUpload } from '../../../components/upload-progress';
import { call, useApiMutation } from '../../../lib/api';
import { useEntityId } from '../../../lib/session';

export type RepositoryEditValues = Omit<Input<typeof materials.editMaterial>, 'entity'>;

/** A repository material's texts, category, visibility and source; JSON, or multipart when a new file replaces the old. */
export function useEditRepositoryMaterial() {
  const entityId = useEntityId();
  const upload = useUpload();
  const mutation = useApiMutation({
    mutationFn: ({ values, file }: { values: RepositoryEditValues; file: File | null }) =>
      call(
        materials.editMaterial,
        { ...values, entity: entityId },
        file ? { files: { files: file }, ...upload.start() } : {},
      ),
    onSettled: upload.finish,
    success: M.MATERIAL_EDITED,
    failure: M.MATERIAL_EDIT_FAILED,
    invalidates: [materials.getMaterial_byEntity],
  });
  return { ...mutation, upload };
}
