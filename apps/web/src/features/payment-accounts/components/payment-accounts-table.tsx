import { M, PAYMENT_ACCOUNT_LIMITS, type PaymentAccountOutput } from '@edu/shared';
import Typography from '@mui/material/Typography';
import { CrudScreen } from '../../../components/crud';
import { type Column, fixedPaging, useTableState } from '../../../components/data-table';
import { useDeletePaymentAccount } from '../api/delete-payment-account';
import { usePaymentAccounts } from '../api/get-payment-accounts';
import { PaymentAccountDialog } from './payment-account-dialog';

const L = M.PAYMENT_ACCOUNT_LABELS;
const bankOf = (row: PaymentAccountOutput) =>
  row.bank === 'other' ? (row.bank_name ?? '') : row.bank ? M.PAYMENT_BANK_LABELS[row.bank] : '';

const COLUMNS: readonly Column<PaymentAccountOutput>[] = [
  { key: 'position', header: L.position, hideBelow: 'sm' },
  { key: 'kind', header: L.kind, render: (row) => M.PAYMENT_ACCOUNT_KIND_LABELS[row.kind] },
  { key: 'bank', header: L.bank, render: bankOf, hideBelow: 'sm' },
  { key: 'number', header: L.number },
  { key: 'cci', header: 'CCI', render: (row) => row.cci ?? '', hideBelow: 'md' },
  { key: 'holder', header: L.holder },
  {
    key: 'is_active',
    header: L.state,
    render: (row) => (row.is_active ? M.PAYMENT_ACCOUNT_ACTIVE : M.PAYMENT_ACCOUNT_INACTIVE),
  },
];

/** 'Cuentas para pagos' (decision 0050): where the students pay into, in the order the checkout shows them. */
export function PaymentAccountsTable() {
  const list = usePaymentAccounts();
  // one page: an entity has at most 20 accounts
  const table = useTableState(PAYMENT_ACCOUNT_LIMITS.perEntity);
  const remove = useDeletePaymentAccount();
  const rows = list.data?.accounts;
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {M.PAYMENT_ACCOUNTS_INTRO}
      </Typography>
      <CrudScreen
        table={table}
        pageSize={PAYMENT_ACCOUNT_LIMITS.perEntity}
        list={list}
        rows={rows}
        columns={COLUMNS}
        rowKey={(row) => row._id}
        rowName={(row) => `${M.PAYMENT_ACCOUNT_KIND_LABELS[row.kind]} ${row.number}`}
        editLabel={M.UPDATE_PAYMENT_ACCOUNT}
        deleteLabel={M.DELETE_PAYMENT_ACCOUNT}
        noSearch
        paging={fixedPaging(table, PAYMENT_ACCOUNT_LIMITS.perEntity, rows?.length)}
        form={(row, onClose) => <PaymentAccountDialog account={row} onClose={onClose} />}
        remove={{
          confirm: M.DELETE_PAYMENT_ACCOUNT_CONFIRM,
          isPending: remove.isPending,
          run: (row) => remove.mutateAsync(row._id),
        }}
      />
    </>
  );
}
