import { PAGE_SIZES, scheduleds } from '@edu/shared';
import { useEntityList } from '../../../lib/entity-list';

const { getScheduleds } = scheduleds;

/** 'Lista de Cursos Programados' (02 §7, §9): one page (from 1) of 15, by name descending, searched by name. */
export function useScheduleds(page: number, search: string) {
  return useEntityList(getScheduleds, (entityId) => ({
    entity_id: entityId,
    type_of_scheduled: 'main' as const,
    page,
    docs: PAGE_SIZES.scheduleds,
    sort: '-name' as const,
    query: { field: 'name', search },
  }));
}
