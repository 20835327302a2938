import type { FnameDef, Input } from '@edu/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryOf } from './api';
import { useEntityId } from './session';

/**
 * A list of the signed-in entity's (a page of a table, a search): asked once the entity's id is known, the rows on
 * screen kept while the next page or search loads. `inputOf` builds the fname's input around the entity's id.
 */
export function useEntityList<F extends FnameDef>(
  def: F,
  inputOf: (entityId: string) => Input<F>,
  more: { refetchInterval?: number; refetchOnWindowFocus?: boolean } = {},
) {
  const entityId = useEntityId();
  return useQuery({
    ...queryOf(def, inputOf(entityId)),
    enabled: Boolean(entityId),
    placeholderData: keepPreviousData,
    ...more,
  });
}
