import { bulkEnrolStudents, previewBulkEnrolment } from './bulk-enrol-students.js';
import { getBulkEnrolmentTemplate } from './get-bulk-enrolment-template.js';

/** Bulk enrolment of a scheduled course (decision 0040). */
export const bulkHandlers = [previewBulkEnrolment, bulkEnrolStudents, getBulkEnrolmentTemplate];
