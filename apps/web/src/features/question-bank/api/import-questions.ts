import { type Difficulty, type ImportFormat, M, questionBank } from '@edu/shared';
import { call, useApiMutation } from '../../../lib/api';
import { useEntityId } from '../../../lib/session';
import { BANK_LISTS } from './create-question';

export interface ImportValues {
  format: ImportFormat;
  text: string;
  nivel: Difficulty;
}

/** What GIFT or Aiken text would add to the module's bank, and each line's error, without saving anything. */
export function useImportPreview(moduleId: string) {
  const entityId = useEntityId();
  return useApiMutation({
    mutationFn: (values: ImportValues) =>
      call(questionBank.importQuestions, { ...values, entity: entityId, course_id: moduleId, preview: true }),
  });
}

/** Saves every question of the text in one go (the server saves all or none). */
export function useImportQuestions(moduleId: string) {
  const entityId = useEntityId();
  return useApiMutation({
    mutationFn: (values: ImportValues) =>
      call(questionBank.importQuestions, { ...values, entity: entityId, course_id: moduleId, preview: false }),
    success: (result) => M.importedQuestions(result.saved),
    invalidates: BANK_LISTS,
  });
}
