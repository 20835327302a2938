import { campuses, PAGE_SIZES } from '@edu/shared';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/api';
import { useEntityId } from '../../../lib/session';

/** The entity's campuses (page 1, 100), for the 'Programar Curso' form. */
export function useCampusOptions() {
  const entityId = useEntityId();
  return useQuery({
    ...queryOf(campuses.getCampus, { entity: entityId, page: 1, docs: PAGE_SIZES.campusesPicker }),
    enabled: Boolean(entityId),
  });
}
