import { grades } from '@edu/shared';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/api';

/** 'Materiales' of a teacher's course (decision 0054): the programme's and each module's class materials. */
export const useCourseMaterials = (scheduledId: string) =>
  useQuery(queryOf(grades.getCourseMaterials, { scheduled_id: scheduledId }));
