import { PAGE_SIZES, questionBank } from '@edu/shared';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/api';
import { useEntityId } from './evaluation-lists';

/** The module's question bank for the evaluation form's picker (02 §7, §9): 100, newest first. */
export function useModuleQuestions(moduleId: string, moduleName: string) {
  const entityId = useEntityId();
  return useQuery({
    ...queryOf(questionBank.getQuestions, {
      entity: entityId,
      course_id: moduleId,
      course_name: moduleName,
      docs: PAGE_SIZES.questionsPicker,
      page: 1,
      sort: '-createdAt',
    }),
    enabled: Boolean(entityId && moduleId),
  });
}
