import { campuses, M } from '@edu/shared';
import { call, useApiMutation } from '../../../lib/api';

export function useDeleteCampus() {
  return useApiMutation({
    mutationFn: (campus: string) => call(campuses.deleteCampus, { campus }),
    success: M.CAMPUS_DELETED,
    invalidates: [campuses.getCampus],
  });
}
