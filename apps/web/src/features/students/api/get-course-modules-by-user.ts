import { students } from '@edu/shared';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/api';

/** The student's modules of a main scheduled course (tab Programa, 02 §2.11, §4). */
export function useCourseModulesByUser(scheduledId: string, userId: string) {
  return useQuery({
    ...queryOf(students.getCourseModules_byUser, { scheduled_id: scheduledId, user_id: userId }),
    enabled: Boolean(scheduledId && userId),
  });
}
