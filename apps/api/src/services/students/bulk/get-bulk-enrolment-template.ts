import { M, students } from '@edu/shared';
import { defineExport } from '../../../sheets/define-export.js';
import type { Table } from '../../../sheets/sheet.js';

/** An example line, so that the person sees how each column is filled in. */
const EXAMPLE = ['Rosa', 'Quispe Mamani', 'DNI', '45678912', 'rosa.quispe@correo.pe', '987654321'];

// The file to fill in for a bulk enrolment (decision 0040): the columns it reads, and one example line.
export const getBulkEnrolmentTemplate = defineExport(
  students.getBulkEnrolmentTemplate,
  async (): Promise<Table> => ({
    name: M.BULK_TEMPLATE_FILE_NAME,
    header: [M.COL_NAME, M.COL_LASTNAME, M.COL_DOCUMENT_TYPE, M.COL_DOCUMENT, M.COL_EMAIL, M.COL_PHONE],
    rows: (async function* () {
      yield [EXAMPLE];
    })(),
  }),
);
