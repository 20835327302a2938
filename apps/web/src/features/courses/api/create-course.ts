import { COURSE_ALIASES, courses, type Input, M } from '@edu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { useUpload } from '../../../components/upload-progress';
import { call, invalidateAll, isAbortError, useApiMutation, useOneCallAtATime } from '../../../lib/api';
import { useEntityId } from '../../../lib/session';
import { PROGRAMME_LISTS } from './update-category';

export type ProgrammeValues = Omit<Input<typeof courses.createCourse>, 'entity_id' | 'alias' | 'parent_course_id'>;

/**
 * A programme (alias 'programa') with its cover, sent as multipart with upload progress. Its failure toast is always
 * 'Error al crear curso' (02 §8), the fields the server refuses being marked in the form: not useApiMutation's reason.
 */
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
      return invalidateAll(queryClient, PROGRAMME_LISTS);
    },
    onError: (error) => {
      if (!isAbortError(error)) toast.error(M.COURSE_CREATE_FAILED);
    },
  });
  return { ...useOneCallAtATime(mutation), upload };
}

/** A module (alias 'modulo') of a programme: a name and a course price (none when the programme is free). */
export function useCreateModule(programmeId: string) {
  const entityId = useEntityId();
  return useApiMutation({
    mutationFn: ({ name, coursePrice }: { name: string; coursePrice: string }) =>
      call(courses.createCourse, {
        entity_id: entityId,
        alias: COURSE_ALIASES.module,
        parent_course_id: programmeId,
        name,
        price: { course_price: coursePrice },
      }),
    success: M.MODULE_CREATED,
    failure: M.MODULE_CREATE_FAILED,
    invalidates: PROGRAMME_LISTS,
  });
}
