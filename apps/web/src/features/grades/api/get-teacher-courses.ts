import { grades } from '@edu/shared';
import { useEntityList } from '../../../lib/entity-list';

/** 'Mis cursos' of the teacher (04 §2.3): the main scheduled courses that name the caller, 25 a page. */
export function useTeacherCourses(page: number) {
  return useEntityList(grades.getTeacherCourses, (entityId) => ({ entity_id: entityId, page }));
}
