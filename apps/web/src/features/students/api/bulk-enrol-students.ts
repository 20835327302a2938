import { type ExportFormat, students } from '@edu/shared';
import { call, useApiMutation } from '../../../lib/api';
import { ENROLMENT_LISTS, ENTITY_STUDENT_LISTS, useEntityId } from './students-lists';

export interface BulkFile {
  scheduledId: string;
  format: ExportFormat;
  /** the file's bytes in base64 */
  content: string;
}

const inputOf = (entity: string, { scheduledId, format, content }: BulkFile) => ({ entity, scheduled: scheduledId, format, content });

/** What each line of the file would do (decision 0040); a refusal of the whole file is the toast's. */
export function usePreviewBulkEnrolment() {
  const entityId = useEntityId();
  return useApiMutation({ mutationFn: (file: BulkFile) => call(students.previewBulkEnrolment, inputOf(entityId, file)) });
}

/** The file applied, all of it or nothing: 'Se matricularon N alumnos'. */
export function useBulkEnrolStudents() {
  const entityId = useEntityId();
  return useApiMutation({
    mutationFn: (file: BulkFile) => call(students.bulkEnrolStudents, inputOf(entityId, file)),
    success: (data) => data.message,
    invalidates: [...ENROLMENT_LISTS, ...ENTITY_STUDENT_LISTS],
  });
}
