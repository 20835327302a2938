import { courses, PAGE_SIZES } from '@edu/shared';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/api';
import { useEntityId } from '../../../lib/session';
import { useEntityList } from '../../../lib/entity-list';

/** One page of a category's programmes ('Listado de cursos', 10 a page), searched by name. */
export function useCategoryCourses(categoryId: string, page: number, search: string) {
  return useEntityList(courses.getCourses, (entityId) => ({
    entity_id: entityId,
    category_id: categoryId,
    page,
    docs: PAGE_SIZES.courses,
    query: { field: 'name', search },
  }));
}

/**
 * One programme, for the views reached from its row. There is no single-course call: the programme is found
 * among its category's (02 §9: up to 900), so that a reload of the view finds it again.
 */
export function useProgramme(categoryId: string, courseId: string) {
  const entityId = useEntityId();
  const query = useQuery({
    ...queryOf(courses.getCourses, {
      entity_id: entityId,
      category_id: categoryId,
      page: 1,
      docs: PAGE_SIZES.mainCourses,
    }),
    enabled: Boolean(entityId),
  });
  return { ...query, programme: query.data?.courses.find((course) => course._id === courseId) };
}

/** A programme's modules (child courses), in their order. */
export function useModules(programmeId: string) {
  const entityId = useEntityId();
  return useQuery({
    ...queryOf(courses.getCourses, {
      entity_id: entityId,
      parent_course_id: programmeId,
      page: 1,
      docs: PAGE_SIZES.mainCourses,
    }),
    enabled: Boolean(entityId),
  });
}
