import { grades } from '@edu/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/api';
import { useEntityId } from '../../../lib/session';

/** 'Mis cursos' of the teacher (04 §2.3): the main scheduled courses that name the caller, 25 a page. */
export function useTeacherCourses(page: number) {
  const entityId = useEntityId();
  return useQuery({
    ...queryOf(grades.getTeacherCourses, { entity_id: entityId, page }),
    enabled: Boolean(entityId),
    placeholderData: keepPreviousData,
  });
}
