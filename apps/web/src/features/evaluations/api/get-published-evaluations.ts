import { evaluations } from '@edu/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/api';
import { useEntityId } from './evaluation-lists';

/** The module's 'Publicadas' (04 §2.4) with their results, a page at a time, searched by title. */
export function usePublishedEvaluations(moduleId: string, page: { page: number; docs: number }, search: string) {
  const entityId = useEntityId();
  return useQuery({
    ...queryOf(evaluations.getPublishedEvaluations, {
      entity: entityId,
      course_id: moduleId,
      ...page,
      sort: '-createdAt',
      query: { field: 'title', search },
    }),
    enabled: Boolean(entityId && moduleId),
    placeholderData: keepPreviousData,
  });
}
