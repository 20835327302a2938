import { PAGE_SIZES, users } from '@edu/shared';
import { useEntityList } from '../../../lib/entity-list';

/** 'Alumnos' (02 §2.11, §9): one page of 25 of the entity's students (role estudiante), by name, searched by name. */
export function useEntityStudents(page: number, search: string) {
  return useEntityList(users.getUsersByEntity, (entityId) => ({
    entity_id: entityId,
    page,
    docs: PAGE_SIZES.students,
    roles: ['estudiante'],
    sortNameNumber: 1,
    ...(search ? { query: { field: 'name' as const, search } } : {}),
  }));
}
