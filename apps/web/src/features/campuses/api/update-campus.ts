import { campuses, M } from '@edu/shared';
import { call, useApiMutation } from '../../../lib/api';
import { useEntityId } from '../../../lib/session';
import type { CampusValues } from './create-campus';

/** A campus's name, country, department and address, all sent. */
export function useUpdateCampus() {
  const entityId = useEntityId();
  return useApiMutation({
    mutationFn: ({ campus, values }: { campus: string; values: CampusValues }) =>
      call(campuses.updateCampus, { ...values, campus, entity: entityId }),
    success: M.CAMPUS_UPDATED,
    invalidates: [campuses.getCampus],
  });
}
