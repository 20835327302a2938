import { courses } from '@edu/shared';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/api';
import { useEntityId } from '../../../lib/session';

/** The entity's categories, for the 'Programar Curso' form. */
export function useCategories() {
  const entityId = useEntityId();
  return useQuery({ ...queryOf(courses.getCategories, { entity_id: entityId }), enabled: Boolean(entityId) });
}
