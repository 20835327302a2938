import { type Difficulty, evaluations, type ImportFormat, M } from '@edu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { call } from '../../../lib/api';
import { invalidateQuestionBank, reasonOf, useEntityId } from './question-bank-lists';

export interface ImportValues {
  format: ImportFormat;
  text: string;
  nivel: Difficulty;
}

/** What GIFT or Aiken text would add to the module's bank, and each line's error, without saving anything. */
export function useImportPreview(moduleId: string) {
  const entityId = useEntityId();
  return useMutation({
    mutationFn: (values: ImportValues) =>
      call(evaluations.importQuestions, { ...values, entity: entityId, course_id: moduleId, preview: true }),
    onError: (error) => toast.error(reasonOf(error)),
  });
}

/** Saves every question of the text in one go (the server saves all or none). */
export function useImportQuestions(moduleId: string) {
  const queryClient = useQueryClient();
  const entityId = useEntityId();
  return useMutation({
    mutationFn: (values: ImportValues) =>
      call(evaluations.importQuestions, { ...values, entity: entityId, course_id: moduleId, preview: false }),
    onSuccess: (result) => {
      toast.success(M.importedQuestions(result.saved));
      return invalidateQuestionBank(queryClient);
    },
    onError: (error) => toast.error(reasonOf(error)),
  });
}
