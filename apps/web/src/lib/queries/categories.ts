import { courses } from '@edu/shared';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../api';
import { useEntityId } from '../session';

/** The entity's categories, all of them (the 'Programar Curso' form, the repository's, the evaluations' browser). */
export function useAllCategories() {
  const entityId = useEntityId();
  return useQuery({ ...queryOf(courses.getCategories, { entity_id: entityId }), enabled: Boolean(entityId) });
}
