import { PAGE_SIZES, type ScheduledOutput, scheduleds } from '@edu/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/api';
import { useEntityId } from '../../../lib/session';

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

/** One main scheduled course by id (getScheduleds' scheduled_id); the row the list passed along shows at once. */
export function useMainScheduled(scheduledId: string, known?: ScheduledOutput) {
  const entityId = useEntityId();
  return useQuery({
    ...queryOf(getScheduleds, { entity_id: entityId, type_of_scheduled: 'main', scheduled_id: scheduledId }),
    select: (data) => data.scheduleds[0] ?? null,
    initialData: known?._id === scheduledId ? { scheduleds: [known], pagination: ONE_PAGE } : undefined,
    enabled: Boolean(entityId && scheduledId),
  });
}

const ONE_PAGE = {
  actualPage: 1,
  hasNextPage: false,
  hasPrevPage: false,
  itemCount: 1,
  nextPage: null,
  total: 1,
  totalPages: 1,
};
