import { formatLimaDateTime, M, students } from '@edu/shared';
import { getUsersByScheduled } from './get-users-by-scheduled.js';
import { chunkOf, defineExport, exportName } from '../../sheets/define-export.js';
import { pagesOf } from '../../sheets/sheet.js';

// The enrolled students of a scheduled course (02 §2.11's table), filtered and sorted as the table is.
export const exportUsersByScheduled = defineExport(students.exportUsersByScheduled, async (input, ctx) => ({
  name: exportName(M.EXPORT_FILE_NAMES.students),
  header: [M.COL_NAME, M.COL_LASTNAME, M.COL_EMAIL, M.COL_DOCUMENT, M.COL_PHONE, M.COL_ADDRESS, M.COL_ENROLLED_AT],
  rows: await pagesOf(
    chunkOf(
      (page, docs) => getUsersByScheduled.run({ ...input, page, docs }, ctx),
      (out) => out.users,
    ),
    (items) =>
      items.map(({ user, enrolled_at }) => [
        user.name,
        user.lastname,
        user.email,
        user.dni,
        user.phone,
        user.address,
        formatLimaDateTime(enrolled_at),
      ]),
  ),
}));
