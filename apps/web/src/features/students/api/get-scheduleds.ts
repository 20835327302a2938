import { PAGE_SIZES, scheduleds } from '@edu/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { useEntityId } from './students-lists';

const { getScheduleds } = scheduleds;

/**
 * The sidebar 'Cursos, Diplomados' (02 §2.11, §7, §9): the main scheduled courses, 20 a page by start date descending,
 * filtered by name; 'Mostrar más' appends the next page.
 */
export function useScheduledSidebar(search: string) {
  const entityId = useEntityId();
  const input = {
    entity_id: entityId,
    type_of_scheduled: 'main' as const,
    docs: PAGE_SIZES.scheduledSidebar,
    sort: '-start_date' as const,
    ...(search ? { filter_by_name: search } : {}),
  };
  return useInfiniteQuery({
    queryKey: [getScheduleds.service, getScheduleds.name, input] as const,
    queryFn: ({ pageParam, signal }) => call(getScheduleds, { ...input, page: pageParam }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.hasNextPage ? (last.pagination.nextPage ?? undefined) : undefined),
    enabled: Boolean(entityId),
  });
}
