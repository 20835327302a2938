import { M, PAGE_SIZES, type ReceiptOutput, receipts } from '@edu/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, useTableState } from '../../../components/data-table';
import { ErrorPanel, errorCodeOf } from '../../../components/error-panel';
import { ExportMenu } from '../../../components/export-menu';
import { statusOf } from '../../../lib/api';
import { useCanCall } from '../../../lib/can-call';
import { useEntityId } from '../../../lib/session';
import { useReceipts } from '../api/get-receipts';
import { useResendReceipt } from '../api/resend-receipt';
import { ReceiptActions } from './receipt-actions';
import { RECEIPT_COLUMNS } from './receipt-columns';
import { NO_FILTERS, type ReceiptFilters, ReceiptsFilters } from './receipts-filters';

/** The filters as getReceipts takes them: what is left blank is not sent. */
const inputOf = (entityId: string, f: ReceiptFilters, query: string) => ({
  entity_id: entityId,
  ...(f.state ? { state: f.state } : {}),
  ...(f.kind ? { kind: f.kind } : {}),
  ...(f.from ? { from: f.from } : {}),
  ...(f.to ? { to: f.to } : {}),
  ...(query ? { search: query } : {}),
});

/**
 * 'Comprobantes' (decision 0063), the admins' and the counter's: every receipt with its state at SUNAT, filtered and
 * exportable; each one's files, and 'Reenviar' (after a question) for one SUNAT has not accepted.
 */
export function ReceiptsPage() {
  const entityId = useEntityId();
  const mayResend = useCanCall()(receipts.resendReceipt);
  const table = useTableState(PAGE_SIZES.tableOptions[1]);
  const [filters, setFilters] = useState(NO_FILTERS);
  const [resending, setResending] = useState<ReceiptOutput | null>(null);
  const resend = useResendReceipt();
  const input = inputOf(entityId, { ...filters, search: '' }, table.query);
  // the contract's own rule (the end not before the start): a range it refuses is not sent, its message shown
  const check = receipts.getReceipts.input.safeParse(input);
  const isValid = check.success;
  const list = useReceipts({ ...input, page: table.pageInput.page, docs: table.rowsPerPage }, isValid);
  const set = (patch: Partial<ReceiptFilters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    table.setPage(0);
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {M.RECEIPTS_INTRO}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <ReceiptsFilters
          value={{ ...filters, search: table.search }}
          onChange={({ search, ...rest }) => {
            if (search !== undefined) table.setSearch(search);
            if (Object.keys(rest).length) set(rest);
          }}
          rangeProblem={check.error?.issues[0]?.message ?? null}
        />
        <Box sx={{ ml: 'auto' }}>
          <ExportMenu def={receipts.exportReceipts} input={input} />
        </Box>
      </Box>
      {list.isError ? (
        <ErrorPanel code={errorCodeOf(statusOf(list.error))} onReload={() => list.refetch()} />
      ) : (
        <DataTable
          label={M.RECEIPTS_TITLE}
          columns={RECEIPT_COLUMNS}
          rows={list.data?.receipts}
          rowKey={(r) => r._id}
          total={list.data?.pagination.total ?? 0}
          page={table.page}
          rowsPerPage={table.rowsPerPage}
          onPageChange={table.setPage}
          onRowsPerPageChange={table.setRowsPerPage}
          isLoading={list.isFetching}
          emptyText={M.RECEIPTS_EMPTY}
          rowActions={(r) => <ReceiptActions receipt={r} mayResend={mayResend} onResend={setResending} />}
        />
      )}
      <ConfirmDialog
        open={resending !== null}
        title={M.RECEIPT_RESEND_TITLE}
        text={resending ? M.receiptResendConfirm(resending.label) : ''}
        isPending={resend.isPending}
        onCancel={() => setResending(null)}
        onConfirm={() =>
          resending &&
          resend.mutateAsync(resending._id).then(
            () => setResending(null),
            () => {},
          )
        }
      />
    </Box>
  );
}
