import { M, users } from '@edu/shared';
import type { z } from 'zod';
import { call, useApiMutation } from '../../../lib/api';
import { ENTITY_STUDENT_LISTS, useEntityId } from './students-lists';

export type StudentFormValues = z.output<typeof users.studentForm>;

/** Blank optional fields are left out rather than sent empty. */
const filled = (value: string | undefined) => (value ? value : undefined);

/**
 * The student search modal's manual creation form (02 §3 'New student form'): a new person with the role estudiante in
 * the entity; the first last name is sent as lastname. 02 §8's two toasts.
 */
export function useCreateStudent() {
  const entityId = useEntityId();
  return useApiMutation({
    mutationFn: ({ values, photo }: { values: StudentFormValues; photo: File | null }) =>
      call(
        users.createUser,
        {
          name: values.name,
          lastname: values.firstlastname,
          secondlastname: values.secondlastname,
          typeDoc: values.typeDoc,
          address: filled(values.address),
          phone: filled(values.phone),
          dni: filled(values.dni),
          email: values.email,
          password: values.password,
          roles: ['estudiante'],
          entity: entityId,
        },
        { files: { photo } },
      ),
    success: M.STUDENT_CREATED,
    failure: M.STUDENT_CREATE_FAILED,
    explains: [],
    invalidates: ENTITY_STUDENT_LISTS,
  });
}
