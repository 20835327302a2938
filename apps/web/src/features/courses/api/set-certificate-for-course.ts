import { courses, M } from '@edu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { useUpload } from '../../../components/upload-progress';
import { ApiError, call, isAbortError, useOneCallAtATime } from '../../../lib/api';
import { useEntityId } from '../../../lib/session';

/** One new image for one resource of the template (its `name`, e.g. 'background'). */
export interface ResourceImage {
  name: string;
  file: File;
}

/**
 * Chooses the template for the programme and uploads the images picked anew; `body` names, in order, the
 * resource each file fills. A file that is not an image answers 415 'Debe subir una imagen, no un archivo'.
 */
export function useSetCertificateForCourse(courseId: string) {
  const queryClient = useQueryClient();
  const entityId = useEntityId();
  const upload = useUpload();
  const mutation = useMutation({
    mutationFn: ({ templateId, images }: { templateId: string; images: ResourceImage[] }) =>
      call(
        courses.setCertificateForCourse,
        {
          course: courseId,
          entity: entityId,
          certificate: templateId,
          body: images.map((image) => ({ name: image.name, type: image.file.type })),
        },
        { files: { files: images.map((image) => image.file) }, ...upload.start() },
      ),
    onSettled: upload.finish,
    onSuccess: () => {
      toast.success(M.CERTIFICATE_ADDED);
      return queryClient.invalidateQueries({
        queryKey: [courses.getCertificatesTemplates.service, courses.getCertificatesTemplates.name],
      });
    },
    onError: (error) => {
      if (isAbortError(error)) return;
      toast.error(error instanceof ApiError && error.status === 415 ? error.message : M.CERTIFICATE_ADD_FAILED);
    },
  });
  return { ...useOneCallAtATime(mutation), upload };
}
