import { courses, PAGE_SIZES } from '@edu/shared';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../api';
import { useEntityId } from '../session';

/** The programmes of a category (02 §9: up to 900), for the 'Programar Curso' form. */
export function useProgrammesOf(categoryId: string) {
  const entityId = useEntityId();
  return useQuery({
    ...queryOf(courses.getCourses, {
      entity_id: entityId,
      category_id: categoryId,
      page: 1,
      docs: PAGE_SIZES.mainCourses,
    }),
    enabled: Boolean(entityId && categoryId),
  });
}

/** A programme's modules (child courses), in their order. */
export function useModulesOf(programmeId: string) {
  const entityId = useEntityId();
  return useQuery({
    ...queryOf(courses.getCourses, {
      entity_id: entityId,
      parent_course_id: programmeId,
      page: 1,
      docs: PAGE_SIZES.mainCourses,
    }),
    enabled: Boolean(entityId && programmeId),
  });
}
