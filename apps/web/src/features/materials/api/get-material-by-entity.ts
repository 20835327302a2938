import { materials, PAGE_SIZES } from '@edu/shared';
import { useEntityList } from '../../../lib/entity-list';

// A file opens through a signed link that lasts about 15 minutes: the page is read again well before that.
const LINK_REFRESH_MS = 10 * 60_000;

/** One page (from 1) of the entity's repository, newest first; `search` filters by title. */
export function useMaterialsByEntity(page: number, search: string) {
  return useEntityList(
    materials.getMaterial_byEntity,
    (entityId) => ({
      entity_id: entityId,
      date: true,
      page,
      docs: PAGE_SIZES.repository,
      ...(search ? { filter_by_title: search } : {}),
    }),
    { refetchInterval: LINK_REFRESH_MS, refetchOnWindowFocus: true },
  );
}
