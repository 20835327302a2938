import { campuses, type Input, M } from '@edu/shared';
import { call, useApiMutation } from '../../../lib/api';
import { useEntityId } from '../../../lib/session';

export type CampusValues = Omit<Input<typeof campuses.createCampus>, 'entity'>;

/** A new campus of the entity (02 §5). */
export function useCreateCampus() {
  const entityId = useEntityId();
  return useApiMutation({
    mutationFn: (values: CampusValues) => call(campuses.createCampus, { ...values, entity: entityId }),
    success: M.CAMPUS_CREATED,
    invalidates: [campuses.getCampus],
  });
}
