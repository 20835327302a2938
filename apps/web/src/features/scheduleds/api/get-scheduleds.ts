import { PAGE_SIZES, scheduleds } from '@edu/shared';
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
