import { PAGE_SIZES, users } from '@edu/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/api';
import { useEntityId } from './students-lists';

/** 'Alumnos' (02 §2.11, §9): one page of 25 of the entity's students (role estudiante), by name, searched by name. */
export function useEntityStudents(page: number, search: string) {
  const entityId = useEntityId();
  return useQuery({
    ...queryOf(users.getUsersByEntity, {
      entity_id: entityId,
      page,
      docs: PAGE_SIZES.students,
      roles: ['estudiante'],
      sortNameNumber: 1,
      ...(search ? { query: { field: 'name' as const, search } } : {}),
    }),
    enabled: Boolean(entityId),
    placeholderData: keepPreviousData,
  });
}
