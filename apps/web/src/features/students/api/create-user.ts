import { M, users } from '@edu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { toast } from 'react-toastify';
import { call } from '../../../lib/api';
import { invalidateEntityStudents, useEntityId } from './students-lists';

export type StudentFormValues = z.output<typeof users.studentForm>;

/** Blank optional fields are left out rather than sent empty. */
const filled = (value: string | undefined) => (value ? value : undefined);

/**
 * Step 3 of the student search modal (02 §3 'New student form'): a new person with the role estudiante in the entity;
 * the first last name is sent as lastname. 02 §8's two toasts.
 */
export function useCreateStudent() {
  const queryClient = useQueryClient();
  const entityId = useEntityId();
  return useMutation({
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
    onSuccess: () => {
      toast.success(M.STUDENT_CREATED);
      return invalidateEntityStudents(queryClient);
    },
    onError: () => toast.error(M.STUDENT_CREATE_FAILED),
  });
}
