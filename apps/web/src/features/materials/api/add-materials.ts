import { type Input, M, materials } from '@edu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { useUpload } from '../../../components/upload-progress';
import { ApiError, call, isAbortError } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { invalidateCourseMaterials } from './get-materials-by-course';

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
  const queryClient = useQueryClient();
  const entityId = useSession()?.entityId ?? '';
  const upload = useUpload();
  const mutation = useMutation({
    mutationFn: ({ values, file }: { values: MaterialValues; file: File | null }) =>
      call(
        materials.addMaterials,
        { ...values, entity_id: entityId, course_id: courseId },
        { files: { files: file }, ...upload.start() },
      ),
    onSettled: upload.finish,
    onSuccess: () => {
      toast.success(M.MATERIAL_UPLOADED);
      return invalidateCourseMaterials(queryClient);
    },
    onError: (error) => {
      if (isAbortError(error)) return;
      const fromServer = error instanceof ApiError && error.status > 0 && error.status !== 401 && error.status < 500;
      toast.error(fromServer ? error.message : M.MATERIAL_UPLOAD_FAILED);
    },
  });
  return { ...mutation, upload };
}
