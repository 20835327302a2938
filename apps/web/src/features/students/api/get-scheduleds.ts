import { PAGE_SIZES, scheduleds } from '@edu/shared';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call, queryOf } from '../../../lib/api';
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

/** One main scheduled course of the entity by id, so that an address with ?scheduled= finds it again. */
export function useScheduled(scheduledId: string) {
  const entityId = useEntityId();
  return useQuery({
    ...queryOf(getScheduleds, { entity_id: entityId, type_of_scheduled: 'main', scheduled_id: scheduledId }),
    select: (data) => data.scheduleds.find((row) => row._id === scheduledId) ?? null,
    enabled: Boolean(entityId && scheduledId),
  });
}

/** The module schedules of a main scheduled course (type 'children', parent_scheduled), for the part enrolment. */
export function useModuleSchedules(mainId: string) {
  const entityId = useEntityId();
  return useQuery({
    ...queryOf(getScheduleds, {
      entity_id: entityId,
      type_of_scheduled: 'children',
      parent_scheduled: mainId,
      page: 1,
      docs: PAGE_SIZES.campusesPicker,
    }),
    enabled: Boolean(entityId && mainId),
  });
}
