import { M, type Management } from '@edu/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ErrorPanel, errorCodeOf } from '../../../components/error-panel';
import { PageSpinner } from '../../../components/page-spinner';
import { PageTitle } from '../../../components/page-title';
import { statusOf } from '../../../lib/api';
import { useEntity } from '../../../lib/queries/get-entity';
import { useManagement } from '../api/get-management';
import { useUpdateManagement } from '../api/update-management';
import { PermissionTree } from './permission-tree';

const TABS = [M.PERMISSIONS_TAB_ENTITIES, M.PERMISSIONS_TAB_ACCOUNT] as const;

/** /superadmin/dashboard/permissions/:id (01 §2): the two tabs, the tree of the entity's permissions, 'Guardar Cambios'. */
export function PermissionsPage() {
  const entityId = useParams().id ?? '';
  const [tab, setTab] = useState(0);
  const entity = useEntity(entityId);
  return (
    <section>
      <PageTitle>{M.PERMISSIONS_TITLE}</PageTitle>
      {entity.data && (
        <Typography variant="h6" component="p" color="text.secondary" sx={{ mt: -2, mb: 2 }}>
          {entity.data.entity.entity_name}
        </Typography>
      )}
      <Tabs
        value={tab}
        onChange={(_event, next: number) => setTab(next)}
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((label, index) => (
          <Tab
            key={label}
            label={label}
            sx={{ textTransform: 'none' }}
            id={`permissions-tab-${index}`}
            aria-controls={`permissions-panel-${index}`}
          />
        ))}
      </Tabs>
      {TABS.map((label, index) => (
        <Box
          key={label}
          role="tabpanel"
          hidden={tab !== index}
          id={`permissions-panel-${index}`}
          aria-labelledby={`permissions-tab-${index}`}
        >
          {index === 0 && tab === 0 && <EntityPermissions entityId={entityId} />}
        </Box>
      ))}
    </section>
  );
}

function EntityPermissions({ entityId }: { entityId: string }) {
  const management = useManagement(entityId);
  if (management.isPending) return <PageSpinner />;
  if (management.isError) {
    // a malformed id (400) is as unknown as a missing one
    const status = statusOf(management.error);
    return <ErrorPanel code={errorCodeOf(status === 400 ? 404 : status)} onReload={() => management.refetch()} />;
  }
  return <PermissionsEditor key={entityId} entityId={entityId} initial={management.data.management} />;
}

function PermissionsEditor({ entityId, initial }: { entityId: string; initial: Management }) {
  const [draft, setDraft] = useState(initial);
  const update = useUpdateManagement(entityId);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          variant="contained"
          onClick={() => update.mutate(draft)}
          disabled={update.isPending}
          startIcon={update.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {M.SAVE_CHANGES}
        </Button>
      </Box>
      <PermissionTree value={draft} onChange={setDraft} />
    </Box>
  );
}
