import { formatLimaDateTime, M, statements } from '@edu/shared';
import { chunkOf, decimal, defineExport, exportName } from '../../sheets/define-export.js';
import { pagesOf } from '../../sheets/sheet.js';
import { getMovements } from './get-movements.js';

// 'Movimientos' as a file, with the list's filters and checks (its own handler reads it page after page).
export const exportMovements = defineExport(statements.exportMovements, async (input, ctx) => ({
  name: exportName(M.EXPORT_FILE_NAMES.movements),
  header: [M.COL_DATE, M.COL_DESCRIPTION, M.COL_OPERATION, M.COL_AMOUNT, M.COL_BALANCE, M.COL_IMPORTED_AT],
  rows: await pagesOf(
    chunkOf(
      (page, docs) => getMovements.run({ ...input, page, docs }, ctx),
      (out) => out.movements,
    ),
    (items) =>
      items.map((m) => [
        formatLimaDateTime(m.moved_at),
        m.description,
        m.operation_number,
        decimal(m.amount),
        decimal(m.balance),
        formatLimaDateTime(m.imported_at),
      ]),
  ),
}));
