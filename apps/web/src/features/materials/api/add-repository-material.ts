import { type Input, M, materials } from '@edu/shared';
import { useUpload } from '../../../components/upload-progress';
import { call, useApiMutation } from '../../../lib/api';
import { useEntityId } from '../../../lib/session';

export type RepositoryAddValues = Omit<Input<typeof materials.addMaterials>, 'entity_id' | 'course_id'>;

/** A repository material (no course, 02 §2.6): a file under `files` (percent progress, cancellable) or a link. */
export function useAddRepositoryMaterial() {
  const entityId = useEntityId();
  const upload = useUpload();
  const mutation = useApiMutation({
    mutationFn: ({ values, file }: { values: RepositoryAddValues; file: File | null }) =>
      call(materials.addMaterials, { ...values, entity_id: entityId }, { files: { files: file }, ...upload.start() }),
    onSettled: upload.finish,
    success: M.MATERIAL_UPLOADED,
    failure: M.MATERIAL_UPLOAD_FAILED,
    invalidates: [materials.getMaterial_byEntity],
  });
  return { ...mutation, upload };
}
