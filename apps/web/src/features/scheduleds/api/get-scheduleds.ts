import { PAGE_SIZES, type ScheduledOutput, scheduleds } from '@edu/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, queryOf } from '../../../lib/api';
import { useEntityId } from './scheduled-lists';

const { getScheduleds } = scheduleds;

/** 'Lista de Cursos Programados' (02 §7, §9): one page (from 1) of 15, by name descending, searched by name. */
export function useScheduleds(page: number, search: string) {
  const entityId = useEntityId();
  return useQuery({
    ...queryOf(getScheduleds, {
      entity_id: entityId,
      type_of_scheduled: 'main',
      page,
      docs: PAGE_SIZES.scheduleds,
      sort: '-name',
      query: { field: 'name', search },
    }),
    enabled: Boolean(entityId),
    placeholderData: keepPreviousData,
  });
}

/** The module schedules of a main scheduled course (type 'children', parent_scheduled). */
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

/**
 * One main scheduled course by id. getScheduleds has no id filter, so the list is read 100 at a time until it turns
 * up; the row the list screen passed along (`known`) shows at once, and a reload of the page finds it again.
 */
export function useMainScheduled(scheduledId: string, known?: ScheduledOutput) {
  const entityId = useEntityId();
  const input = { entity_id: entityId, type_of_scheduled: 'main' as const, scheduled_id: scheduledId };
  return useQuery({
    // under [service, fname] so that invalidating the scheduled-course lists refreshes it too
    queryKey: [getScheduleds.service, getScheduleds.name, input] as const,
    queryFn: async ({ signal }): Promise<ScheduledOutput | null> => {
      for (let page = 1; ; page++) {
        const { scheduleds: rows, pagination } = await call(
          getScheduleds,
          { entity_id: entityId, type_of_scheduled: 'main', page, docs: PAGE_SIZES.campusesPicker, sort: '-name' },
          { signal },
        );
        const found = rows.find((row) => row._id === scheduledId);
        if (found) return found;
        if (!pagination.hasNextPage) return null;
      }
    },
    initialData: known?._id === scheduledId ? known : undefined,
    enabled: Boolean(entityId && scheduledId),
  });
}
