import { evaluations, PAGE_SIZES } from '@edu/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/api';
import { useEntityId } from './evaluation-lists';

/** The module's evaluations not yet published (02 §2.15, §7): 100, newest first, searched by title. */
export function useModuleEvaluations(moduleId: string, search: string) {
  const entityId = useEntityId();
  return useQuery({
    ...queryOf(evaluations.getEvaluations, {
      entity: entityId,
      course_id: moduleId,
      docs: PAGE_SIZES.evaluations,
      page: 1,
      filterBy: 'coordinador',
      sort: '-createdAt',
      query: { field: 'title', search },
    }),
    enabled: Boolean(entityId && moduleId),
    placeholderData: keepPreviousData,
  });
}
