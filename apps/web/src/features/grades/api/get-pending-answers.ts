import { grades } from '@edu/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/api';

/** 'Por calificar' (04 §2.3): the short, large and file answers of the course waiting for points, 25 a page. */
export const usePendingAnswers = (scheduledId: string, page: number) =>
  useQuery({
    ...queryOf(grades.getPendingAnswers, { scheduled_id: scheduledId, page }),
    placeholderData: keepPreviousData,
  });
