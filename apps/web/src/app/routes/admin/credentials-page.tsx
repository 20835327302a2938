// The credentials feature's tables beside the payment accounts' one, composed here so that neither feature imports the
// other (decision 0056).
import { type CredentialType, M } from '@edu/shared';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { CredentialsTable } from '../../../features/credentials/components/credentials-table';
import { PaymentAccountsTable } from '../../../features/payment-accounts/components/payment-accounts-table';

type TabValue = CredentialType | 'accounts';
const TABS: readonly { type: TabValue; label: string }[] = [
  { type: 'payment_method', label: M.CREDENTIALS_TAB_PAYMENT },
  { type: 'videoconference', label: M.CREDENTIALS_TAB_VIDEO },
  { type: 'accounts', label: M.PAYMENT_ACCOUNTS_TAB },
];

/**
 * 'Métodos de pago' and 'Videoconferencias' (02 §2.9), each its own table, and beside them 'Cuentas para pagos': where
 * the students pay into (decision 0050).
 */
export function CredentialsPage() {
  const [type, setType] = useState<TabValue>('payment_method');
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs value={type} onChange={(_event, value: TabValue) => setType(value)} variant="scrollable">
          {TABS.map((tab) => (
            <Tab key={tab.type} value={tab.type} label={tab.label} />
          ))}
        </Tabs>
      </Box>
      {type === 'accounts' ? <PaymentAccountsTable /> : <CredentialsTable key={type} type={type} />}
    </>
  );
}
