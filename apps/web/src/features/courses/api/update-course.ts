import { COURSE_ALIASES, courses, M } from '@edu/shared';
import { useUpload } from '../../../components/upload-progress';
import { call, useApiMutation } from '../../../lib/api';
import type { ProgrammeValues } from './create-course';
import { PROGRAMME_LISTS } from './update-category';

/** Edits a programme; the whole price object is sent, and the cover only when a new one was picked. */
export function useUpdateProgramme() {
  const upload = useUpload();
  const mutation = useApiMutation({
    mutationFn: ({ courseId, values, cover }: { courseId: string; values: ProgrammeValues; cover: File | null }) =>
      call(
        courses.updateCourse,
        { ...values, course_id: courseId, alias: COURSE_ALIASES.main },
        cover ? { files: { preview: cover }, ...upload.start() } : {},
      ),
    onSettled: upload.finish,
    success: M.COURSE_UPDATED,
    invalidates: PROGRAMME_LISTS,
  });
  return { ...mutation, upload };
}

/** Renames a module or changes its course price (the other two prices of a module stay 0). */
export function useUpdateModule() {
  return useApiMutation({
    mutationFn: ({ moduleId, name, coursePrice }: { moduleId: string; name: string; coursePrice: string }) =>
      call(courses.updateCourse, {
        course_id: moduleId,
        alias: COURSE_ALIASES.module,
        name,
        price: { inscription: '0', certificate: '0', course_price: coursePrice },
      }),
    success: M.MODULE_UPDATED,
    failure: M.MODULE_UPDATE_FAILED,
    invalidates: PROGRAMME_LISTS,
  });
}
