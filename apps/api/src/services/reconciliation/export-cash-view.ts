import { M, reconciliation } from '@edu/shared';
import { decimal, defineExport, exportName } from '../../sheets/define-export.js';
import { getCashView } from './get-cash-view.js';

// 'Caja' as a spreadsheet: a line per day and account, then a line per day of the orders waiting.
export const exportCashView = defineExport(reconciliation.exportCashView, async (input, ctx) => {
  const { format: _format, ...range } = input;
  const view = await getCashView.run(range, ctx);
  return {
    name: exportName(M.EXPORT_FILE_NAMES.cash),
    header: [
      M.CASH_COL_DAY,
      M.CASH_COL_ACCOUNT,
      M.CASH_COL_RECEIVED,
      M.CASH_COL_RECEIVED_TOTAL,
      M.CASH_COL_ACCEPTED,
      M.CASH_COL_ACCEPTED_TOTAL,
      M.CASH_COL_UNMATCHED,
      M.CASH_COL_UNMATCHED_TOTAL,
      M.CASH_COL_WAITING,
      M.CASH_COL_WAITING_TOTAL,
      M.CASH_COL_OLDEST_DAYS,
    ],
    rows: (async function* () {
      yield view.days.map((d) => [
        d.day,
        d.account,
        d.received,
        decimal(d.received_total),
        d.accepted,
        decimal(d.accepted_total),
        d.unmatched,
        decimal(d.unmatched_total),
        null,
        null,
        null,
      ]);
      yield view.waiting.map((w) => [
        w.day,
        M.CASH_WAITING_TITLE,
        null,
        null,
        null,
        null,
        null,
        null,
        w.orders,
        decimal(w.total),
        w.age_days,
      ]);
    })(),
  };
});
