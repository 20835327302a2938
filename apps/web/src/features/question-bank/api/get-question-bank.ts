import { PAGE_SIZES, questionBank } from '@edu/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/api';
import { useEntityId } from '../../../lib/session';

export interface BankOf {
  moduleId: string;
  /** sent as `filter` because the screen always sent it; the server goes by the module's id */
  moduleName: string;
}

/** One page (from 1) of 15 questions of the module's bank (02 §2.15, §9), searched by title. */
export function useQuestionBank({ moduleId, moduleName }: BankOf, page: number, search: string) {
  const entityId = useEntityId();
  return useQuery({
    ...queryOf(questionBank.getQuestionBank, {
      entity: entityId,
      course_id: moduleId,
      filter: moduleName,
      page,
      docs: PAGE_SIZES.questionBank,
      query: { field: 'title', search },
    }),
    enabled: Boolean(entityId && moduleId),
    placeholderData: keepPreviousData,
  });
}
