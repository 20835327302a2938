import { M, type StatementAccount } from '@edu/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useStatementAccounts } from '../api/get-statement-accounts';
import { MovementsList } from './movements-list';
import { StatementUpload } from './statement-upload';

const labelOf = (a: StatementAccount) =>
  [M.PAYMENT_ACCOUNT_KIND_LABELS[a.kind], a.bank, a.number, '—', a.holder].filter(Boolean).join(' ');

/** 'Extractos bancarios' (decision 0061): pick an account, upload its statement, see its movements. */
export function StatementsPage() {
  const accounts = useStatementAccounts();
  const list = accounts.data?.accounts ?? [];
  const [picked, setPicked] = useState('');
  const accountId = list.some((a) => a._id === picked) ? picked : (list[0]?._id ?? '');
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Typography variant="body2" color="text.secondary">
        {M.STATEMENTS_INTRO}
      </Typography>
      {accounts.isSuccess && !list.length && <Alert severity="info">{M.STATEMENT_NO_ACCOUNTS}</Alert>}
      {list.length > 0 && (
        <TextField
          id="statement-account"
          select
          label={M.STATEMENT_ACCOUNT}
          value={accountId}
          onChange={(e) => setPicked(e.target.value)}
          sx={{ maxWidth: 560 }}
        >
          {list.map((a) => (
            <MenuItem key={a._id} value={a._id}>
              {labelOf(a)}
            </MenuItem>
          ))}
        </TextField>
      )}
      {accountId && <StatementUpload key={accountId} accountId={accountId} />}
      {accountId && <MovementsList key={`movements-${accountId}`} accountId={accountId} />}
    </Box>
  );
}
