import { M } from '@edu/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { PageSpinner } from '../../../../components/page-spinner';
import { useSession } from '../../../../lib/session';
import { useEntity } from '../../../../lib/queries/get-entity';
import { FontSettings } from './font-settings';
import { ThemeSettings } from './theme-settings';

type View = 'theme' | 'fonts';

/** 'configuración' (02 §2.10): the chosen entity's appearance, in two sub-views, theme and fonts. */
export function SettingsTab() {
  const [view, setView] = useState<View>('theme');
  const entity = useEntity(useSession()?.entityId ?? null);
  if (entity.isPending) return <PageSpinner />;
  if (entity.isError) return <Alert severity="error">{M.APPEARANCE_FAILED}</Alert>;
  const data = entity.data.entity;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Tabs value={view} onChange={(_, v: View) => setView(v)} aria-label={M.SETTINGS_SECTIONS}>
        <Tab value="theme" label={M.SETTINGS_THEME} />
        <Tab value="fonts" label={M.SETTINGS_FONTS} />
      </Tabs>
      {view === 'theme' ? (
        <ThemeSettings key={data._id} entity={data} />
      ) : (
        <FontSettings key={data._id} entity={data} />
      )}
    </Box>
  );
}
