import { type Output, PAGE_SIZES, type StudentOutput, students } from '@edu/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, queryOf } from '../../../lib/api';
import { useEntityId } from './students-lists';

const { getUsersByScheduled } = students;
export type EnrolmentRow = Output<typeof getUsersByScheduled>['users'][number];

/** The students enrolled in a scheduled course (02 §2.11, §9): 15 a page, by name A→Z, searched by name. */
export function useUsersByScheduled(scheduledId: string, page: number, search: string) {
  const entityId = useEntityId();
  return useQuery({
    ...queryOf(getUsersByScheduled, {
      scheduled: scheduledId,
      entity: entityId,
      rol: 'estudiante',
      sortNameNumber: 1,
      page,
      docs: PAGE_SIZES.enrolledStudents,
      ...(search ? { filter_by_name: search } : {}),
    }),
    enabled: Boolean(entityId && scheduledId),
    placeholderData: keepPreviousData,
  });
}

/**
 * One enrolled student of a scheduled course, for the detail page: the row the table passed along shows at once; a
 * reload reads the course's students 100 at a time until the student turns up (null: not enrolled there).
 */
export function useEnrolledStudent(scheduledId: string, userId: string, known?: StudentOutput) {
  const entityId = useEntityId();
  const input = { scheduled: scheduledId, entity: entityId, user: userId };
  return useQuery({
    // under [service, fname] so that an enrolment change refreshes it with the tables
    queryKey: [getUsersByScheduled.service, getUsersByScheduled.name, input] as const,
    queryFn: async ({ signal }): Promise<StudentOutput | null> => {
      for (let page = 1; ; page++) {
        const { users, pagination } = await call(
          getUsersByScheduled,
          { scheduled: scheduledId, entity: entityId, page, docs: 100 },
          { signal },
        );
        const found = users.find((row) => row.user._id === userId);
        if (found) return found.user;
        if (!pagination.hasNextPage) return null;
      }
    },
    initialData: known?._id === userId ? known : undefined,
    enabled: Boolean(entityId && scheduledId && userId),
  });
}
