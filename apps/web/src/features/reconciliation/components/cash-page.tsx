import { addDays, M, type StatementAccount, reconciliation, todayIn } from '@edu/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DateRangeFields } from '../../../components/date-range-fields';
import { ErrorPanel, errorCodeOf } from '../../../components/error-panel';
import { ExportMenu } from '../../../components/export-menu';
import { statusOf } from '../../../lib/api';
import { useCanCall } from '../../../lib/can-call';
import { useEntityId } from '../../../lib/session';
import { useCashAccounts } from '../api/get-cash-accounts';
import { useCashView } from '../api/get-cash-view';
import { CashDaysTable, CashWaitingTable } from './cash-tables';
import { SettingsForm } from './settings-form';

/** the last 7 days, today included, in Lima */
const WEEK = 6;
const ALL = 'all';
const labelOf = (a: StatementAccount) =>
  [M.PAYMENT_ACCOUNT_KIND_LABELS[a.kind], a.bank, a.number].filter(Boolean).join(' ');

/**
 * 'Caja' (decision 0062): per Lima day and account what arrived, what paid an accepted order and what paid nothing
 * yet; the orders still waiting; exportable. The admins also set how payments are matched.
 */
export function CashPage() {
  const entityId = useEntityId();
  const mayConfigure = useCanCall()(reconciliation.updateReconciliationSettings);
  const accounts = useCashAccounts();
  const [range, setRange] = useState(() => {
    const today = todayIn();
    return { from: addDays(today, -WEEK), to: today };
  });
  const [accountId, setAccountId] = useState(ALL);
  const input = { entity_id: entityId, ...range, ...(accountId !== ALL ? { account_id: accountId } : {}) };
  // the contract's own rule (the end after the start, 92 days at most): a range it refuses is not sent
  const check = reconciliation.getCashView.input.safeParse(input);
  const rangeProblem = check.success ? null : M.CASH_RANGE_INVALID;
  const view = useCashView(input, check.success);
  const data = view.data;

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Typography variant="body2" color="text.secondary">
        {M.CASH_INTRO}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <DateRangeFields
          idPrefix="cash"
          labels={{ from: M.CASH_FROM, to: M.CASH_TO }}
          value={range}
          onChange={(patch) => setRange((r) => ({ ...r, ...patch }))}
          problem={rangeProblem}
        />
        <TextField
          id="cash-account"
          select
          size="small"
          label={M.CASH_ACCOUNT}
          value={accountId}
          onChange={(e) => setAccountId(e.target.value)}
          sx={{ minWidth: 220, maxWidth: '100%' }}
        >
          <MenuItem value={ALL}>{M.CASH_ALL_ACCOUNTS}</MenuItem>
          {(accounts.data?.accounts ?? []).map((a) => (
            <MenuItem key={a._id} value={a._id}>
              {labelOf(a)}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ ml: 'auto' }}>
          <ExportMenu def={reconciliation.exportCashView} input={input} />
        </Box>
      </Box>
      {view.isFetching && <LinearProgress aria-label={M.LOADING} />}
      {view.isError && <ErrorPanel code={errorCodeOf(statusOf(view.error))} onReload={() => view.refetch()} />}
      {data && !data.days.length && !data.waiting.length && <Alert severity="info">{M.CASH_EMPTY}</Alert>}
      {data && <CashDaysTable days={data.days} />}
      {data && <CashWaitingTable waiting={data.waiting} />}
      {mayConfigure && <SettingsForm />}
    </Box>
  );
}
