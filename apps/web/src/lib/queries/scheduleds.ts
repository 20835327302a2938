// Scheduled courses that two areas read alike: the coordinator's scheduling screens and the students area (02 §2.11,
// §2.13-2.14). Written once here, since features do not import one another (decision 0034).
import { PAGE_SIZES, type ScheduledOutput, scheduleds } from '@edu/shared';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../api';
import { useEntityId } from '../session';

const { getScheduleds } = scheduleds;

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
 * One main scheduled course of the entity by id (getScheduleds' scheduled_id), so that an address naming it finds it
 * again; `known`, the row a list passed along, shows at once.
 */
export function useMainScheduled(scheduledId: string, known?: ScheduledOutput) {
  const entityId = useEntityId();
  return useQuery({
    ...queryOf(getScheduleds, { entity_id: entityId, type_of_scheduled: 'main', scheduled_id: scheduledId }),
    select: (data) => data.scheduleds.find((row) => row._id === scheduledId) ?? null,
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
