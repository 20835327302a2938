import { PAGE_SIZES, users } from '@edu/shared';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/api';
import { useEntityId } from '../../../lib/session';

export interface TeacherOption {
  _id: string;
  /** 'name lastname' */
  label: string;
}

/** The entity's teachers (users holding the role docente, 100), by name A→Z. */
export function useTeachers() {
  const entityId = useEntityId();
  return useQuery({
    ...queryOf(users.getUsersByEntity, {
      entity_id: entityId,
      page: 1,
      docs: PAGE_SIZES.teachers,
      roles: ['docente'],
      sortNameNumber: 1,
    }),
    enabled: Boolean(entityId),
    select: (data): TeacherOption[] =>
      data.users.map(({ user }) => ({ _id: user._id, label: `${user.name} ${user.lastname}`.trim() })),
  });
}
