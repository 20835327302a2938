import { COURSE_ALIASES, courses, M } from '@edu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { useUpload } from '../../../components/upload-progress';
import { call, isAbortError } from '../../../lib/api';
import type { ProgrammeValues } from './create-course';
import { invalidateCourses, reasonOf } from './course-lists';

/** Edits a programme; the whole price object is sent, and the cover only when a new one was picked. */
export function useUpdateProgramme() {
  const queryClient = useQueryClient();
  const upload = useUpload();
  const mutation = useMutation({
    mutationFn: ({ courseId, values, cover }: { courseId: string; values: ProgrammeValues; cover: File | null }) =>
      call(
        courses.updateCourse,
        { ...values, course_id: courseId, alias: COURSE_ALIASES.main },
        cover ? { files: { preview: cover }, ...upload.start() } : {},
      ),
    onSettled: upload.finish,
    onSuccess: () => {
      toast.success(M.COURSE_UPDATED);
      return invalidateCourses(queryClient);
    },
    onError: (error) => {
      if (!isAbortError(error)) toast.error(reasonOf(error, M.ERROR_OCCURRED));
    },
  });
  return { ...mutation, upload };
}

/** Renames a module or changes its course price (the other two prices of a module stay 0). */
export function useUpdateModule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ moduleId, name, coursePrice }: { moduleId: string; name: string; coursePrice: string }) =>
      call(courses.updateCourse, {
        course_id: moduleId,
        alias: COURSE_ALIASES.module,
        name,
        price: { inscription: '0', certificate: '0', course_price: coursePrice },
      }),
    onSuccess: () => {
      toast.success(M.MODULE_UPDATED);
      return invalidateCourses(queryClient);
    },
    onError: (error) => toast.error(reasonOf(error, M.MODULE_UPDATE_FAILED)),
  });
}
