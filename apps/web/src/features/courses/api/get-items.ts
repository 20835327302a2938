import { courses } from '@edu/shared';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/api';

/** The syllabus (Temario) of one module. */
export const useItems = (moduleId: string) => useQuery(queryOf(courses.getItems, { course: moduleId }));
