import { materials } from '@edu/shared';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/api';

// A file opens through a signed link that lasts about 15 minutes: the list is read again well before that.
const LINK_REFRESH_MS = 10 * 60_000;

/** The class materials of one module. */
export const useMaterialsByCourse = (courseId: string) =>
  useQuery({
    ...queryOf(materials.getMaterialsByCourse, { course: courseId }),
    staleTime: 60_000,
    refetchInterval: LINK_REFRESH_MS,
    // back on the tab after a while: fresh links before one is clicked
    refetchOnWindowFocus: true,
  });
