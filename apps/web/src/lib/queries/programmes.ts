import { courses, PAGE_SIZES } from '@edu/shared';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../api';
import { useEntityId } from '../session';

/** Up to 900 of the entity's courses (02 §9) under one category or one programme. */
function useCoursesUnder(filter: { category_id: string } | { parent_course_id: string }, id: string) {
  const entityId = useEntityId();
  return useQuery({
    ...queryOf(courses.getCourses, { entity_id: entityId, ...filter, page: 1, docs: PAGE_SIZES.mainCourses }),
    enabled: Boolean(entityId && id),
  });
}

/** The programmes of a category, for the 'Programar Curso' form and the evaluations' browser. */
export const useProgrammesOf = (categoryId: string) => useCoursesUnder({ category_id: categoryId }, categoryId);

/** A programme's modules (child courses), in their order. */
export const useModulesOf = (programmeId: string) => useCoursesUnder({ parent_course_id: programmeId }, programmeId);

/** The graded practices of a programme, each with its share of the total weight (the weights screen, 'Publicar'). */
export function useQualifiedPractices(programmeId: string) {
  const entityId = useEntityId();
  return useQuery({
    ...queryOf(courses.getQualifiedPractices, { entity: entityId, parent_course: programmeId }),
    enabled: Boolean(entityId && programmeId),
  });
}
