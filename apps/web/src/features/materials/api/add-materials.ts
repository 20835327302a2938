import { type Input, M, materials } from '@edu/shared';
import { useUpload } from '../../../components/upload-progress';
import { call, useApiMutation } from '../../../lib/api';
import { useSession } from '../../../lib/session';

export type MaterialValues = Pick<
  Input<typeof materials.addMaterials>,
  'title' | 'description' | 'url' | 'name_file'
> & {
  type: 'file' | 'url';
};

/**
 * A class material of a module (02 §2.3): a file under `files` (percent progress, cancellable) or a link.
 * The server's reason is preferred to the spec's generic failure text.
 */
export function useAddMaterial(courseId: string) {
  const entityId = useSession()?.entityId ?? '';
  const upload = useUpload();
  const mutation = useApiMutation({
    mutationFn: ({ values, file }: { values: MaterialValues; file: File | null }) =>
      call(
        materials.addMaterials,
        { ...values, entity_id: entityId, course_id: courseId },
        { files: { files: file }, ...upload.start() },
      ),
    onSettled: upload.finish,
    success: M.MATERIAL_UPLOADED,
    failure: M.MATERIAL_UPLOAD_FAILED,
    invalidates: [materials.getMaterialsByCourse],
  });
  return { ...mutation, upload };
}
