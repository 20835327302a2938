import { type CredentialType, M } from '@edu/shared';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { CredentialsTable } from './credentials-table';

const TABS: readonly { type: CredentialType; label: string }[] = [
  { type: 'payment_method', label: M.CREDENTIALS_TAB_PAYMENT },
  { type: 'videoconference', label: M.CREDENTIALS_TAB_VIDEO },
];

/** 'Métodos de pago' and 'Videoconferencias' (02 §2.9), each its own table. */
export function CredentialsPage() {
  const [type, setType] = useState<CredentialType>('payment_method');
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs value={type} onChange={(_event, value: CredentialType) => setType(value)}>
          {TABS.map((tab) => (
            <Tab key={tab.type} value={tab.type} label={tab.label} />
          ))}
        </Tabs>
      </Box>
      <CredentialsTable key={type} type={type} />
    </>
  );
}
