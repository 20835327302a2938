// 'Mi Entidad' of the entity admin (02 §2.10): the entities feature's data of the entity and, for who may keep them,
// the receipts feature's 'Facturación electrónica' (decision 0063) as a second tab, composed here so that neither
// feature imports the other. The tab is in the address (?tab=facturacion), so a reload stays on it.
import { M, receipts } from '@edu/shared';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { MyEntityDetails } from '../../../features/entities/components/my-entity-details';
import { FiscalSettingsTab } from '../../../features/receipts/components/fiscal-settings-tab';
import { useCanCall } from '../../../lib/can-call';

const FISCAL = 'facturacion';
const TABS = [
  { value: '', label: M.STEP_ENTITY_DATA },
  { value: FISCAL, label: M.FISCAL_TAB },
] as const;

export function MyEntityRoute() {
  const mayBill = useCanCall()(receipts.getFiscalSettings);
  const [params, setParams] = useSearchParams();
  const tab = mayBill && params.get('tab') === FISCAL ? FISCAL : '';
  return (
    <section>
      <PageTitle>{M.MENU_MY_ENTITY}</PageTitle>
      {mayBill && (
        <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
          <Tabs
            value={tab}
            onChange={(_event, value: string) => setParams(value ? { tab: value } : {}, { replace: true })}
            variant="scrollable"
          >
            {TABS.map((t) => (
              <Tab
                key={t.value}
                value={t.value}
                label={t.label}
                id={`my-entity-tab-${t.value || 'entity'}`}
                aria-controls="my-entity-panel"
              />
            ))}
          </Tabs>
        </Box>
      )}
      <Box
        id="my-entity-panel"
        role={mayBill ? 'tabpanel' : undefined}
        aria-labelledby={mayBill ? `my-entity-tab-${tab || 'entity'}` : undefined}
      >
        {tab === FISCAL ? <FiscalSettingsTab /> : <MyEntityDetails />}
      </Box>
    </section>
  );
}
