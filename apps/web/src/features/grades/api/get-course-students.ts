import { grades } from '@edu/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/api';

/** A scheduled course and its students (04 §2.3), 25 a page, searched by name. */
export const useCourseStudents = (scheduledId: string, page: number, query: string) =>
  useQuery({
    ...queryOf(grades.getCourseStudents, { scheduled_id: scheduledId, page, query }),
    placeholderData: keepPreviousData,
  });
