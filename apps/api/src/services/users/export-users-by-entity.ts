import { M, users } from '@edu/shared';
import { getUsersByEntity } from './get-users-by-entity.js';
import { chunkOf, defineExport, exportName } from '../../sheets/define-export.js';
import { pagesOf } from '../../sheets/sheet.js';

// The staff table (02 §2.7), or the members of the roles asked for, with what the caller may read of them.
export const exportUsersByEntity = defineExport(users.exportUsersByEntity, async (input, ctx) => ({
  name: exportName(M.EXPORT_FILE_NAMES.staff),
  header: [M.COL_NAME, M.COL_LASTNAME, M.COL_EMAIL, M.COL_DOCUMENT_TYPE, M.COL_DOCUMENT, M.COL_PHONE, M.COL_ROLES],
  rows: await pagesOf(
    chunkOf(
      (page, docs) => getUsersByEntity.run({ ...input, page, docs }, ctx),
      (out) => out.users,
    ),
    (items) =>
      items.map(({ user, roles }) => [
        user.name,
        user.lastname,
        user.email,
        user.documentType,
        user.dni,
        user.phone,
        M.roleNames(roles.map((r) => r.rol)),
      ]),
  ),
}));
