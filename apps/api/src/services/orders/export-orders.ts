import { formatLimaDateTime, M, orders } from '@edu/shared';
import { getOrders } from './get-orders.js';
import { chunkOf, decimal, defineExport, exportName } from '../../sheets/define-export.js';
import { pagesOf } from '../../sheets/sheet.js';

// 'Listado de Vouchers' and 'Historial' (02 §2.12): the orders of the states asked for, filtered as the screen is.
export const exportOrders = defineExport(orders.exportOrders, async (input, ctx) => ({
  name: exportName(M.EXPORT_FILE_NAMES.orders),
  header: [
    M.COL_ORDER,
    M.COL_NAME,
    M.COL_LASTNAME,
    M.COL_EMAIL,
    M.COL_DOCUMENT,
    M.COL_STATE,
    M.COL_TOTAL,
    M.COL_OPERATION,
    M.COL_CREATED_AT,
    M.COL_DECIDED_AT,
    M.COL_COMMENT,
  ],
  rows: await pagesOf(
    chunkOf(
      (page, docs) => getOrders.run({ ...input, page, docs }, ctx),
      (out) => out.orders,
    ),
    (items) =>
      items.map((o) => [
        o._id,
        o.user.name,
        o.user.lastname,
        o.user.email,
        o.user.dni,
        M.ORDER_STATE_LABELS[o.state],
        decimal(o.total_price),
        o.operation_number,
        formatLimaDateTime(o.created_at),
        formatLimaDateTime(o.decided_at),
        o.comment,
      ]),
  ),
}));
