import { grades } from '@edu/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/api';

/** 'Registro de notas' (04 §2.3): students × graded practices, each cell and the final grade, 25 students a page. */
export const useGradebook = (scheduledId: string, page: number, query: string) =>
  useQuery({
    ...queryOf(grades.getGradebook, { scheduled_id: scheduledId, page, query }),
    placeholderData: keepPreviousData,
  });
