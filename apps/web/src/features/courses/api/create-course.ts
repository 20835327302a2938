import { COURSE_ALIASES, courses, type Input, M } from '@edu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { useUpload } from '../../../components/upload-progress';
import { call, isAbortError } from '../../../lib/api';
import { invalidateCourses, reasonOf, useEntityId } from './course-lists';

export type ProgrammeValues = Omit<Input<typeof courses.createCourse>, 'entity_id' | 'alias' | 'parent_course_id'>;

/** A programme (alias 'programa') with its cover, sent as multipart with upload progress. */
export function useCreateProgramme() {
  const queryClient = useQueryClient();
  const entityId = useEntityId();
  const upload = useUpload();
  const mutation = useMutation({
    mutationFn: ({ values, cover }: { values: ProgrammeValues; cover: File }) =>
      call(
        courses.createCourse,
        { ...values, entity_id: entityId, alias: COURSE_ALIASES.main },
        { files: { preview: cover }, ...upload.start() },
      ),
    onSettled: upload.finish,
    onSuccess: () => {
      toast.success(M.COURSE_CREATED);
      return invalidateCourses(queryClient);
    },
    onError: (error) => {
      if (!isAbortError(error)) toast.error(M.COURSE_CREATE_FAILED);
    },
  });
  return { ...mutation, upload };
}

/** A module (alias 'modulo') of a programme: a name and a course price (none when the programme is free). */
export function useCreateModule(programmeId: string) {
  const queryClient = useQueryClient();
  const entityId = useEntityId();
  return useMutation({
    mutationFn: ({ name, coursePrice }: { name: string; coursePrice: string }) =>
      call(courses.createCourse, {
        entity_id: entityId,
        alias: COURSE_ALIASES.module,
        parent_course_id: programmeId,
        name,
        price: { course_price: coursePrice },
      }),
    onSuccess: () => {
      toast.success(M.MODULE_CREATED);
      return invalidateCourses(queryClient);
    },
    onError: (error) => toast.error(reasonOf(error, M.MODULE_CREATE_FAILED)),
  });
}
