import { M } from '@edu/shared';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorPanel } from '../../../components/error-panel';
import { PageSpinner } from '../../../components/page-spinner';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';
import { useDeleteEntity } from '../api/delete-entity';
import { useEntities } from '../api/get-entities';
import { type EntityAction, EntityCard } from './entity-card';
import { CardGrid } from '../../../components/card-grid';

// the wizards load when first opened: the card list alone stays small
const CreateEntityDialog = lazy(() =>
  import('./wizard/create-entity-dialog').then((m) => ({ default: m.CreateEntityDialog })),
);
const EditEntityDialog = lazy(() =>
  import('./wizard/edit-entity-dialog').then((m) => ({ default: m.EditEntityDialog })),
);

type Dialog = { kind: 'create' } | { kind: 'edit'; id: string; step: 0 | 1 } | { kind: 'delete'; id: string };

/** /superadmin/dashboard/entities (01 §2): 'Entidades', 'Agregar' and the cards under 'Organizaciones B2B'. */
export function EntitiesPage() {
  const entities = useEntities();
  const deleteEntity = useDeleteEntity();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);

  const act = (id: string, action: EntityAction) => {
    if (action === 'permissions') navigate(paths.superadmin.permissionsOf(id));
    else if (action === 'delete') setDialog({ kind: 'delete', id });
    else setDialog({ kind: 'edit', id, step: action === 'assignAdmin' ? 1 : 0 });
  };

  return (
    <section>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 2 }}>
        <PageTitle>{M.ENTITIES_TITLE}</PageTitle>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'create' })}>
          {M.ADD}
        </Button>
      </Box>
      <Typography variant="h6" component="h2" color="text.secondary" sx={{ mb: 2 }}>
        {M.ENTITIES_SECTION}
      </Typography>
      {entities.isPending && <PageSpinner />}
      {entities.isError && <ErrorPanel code={500} onReload={() => entities.refetch()} />}
      {entities.data && entities.data.entities.length === 0 && (
        <Typography color="text.secondary">{M.TABLE_EMPTY}</Typography>
      )}
      {entities.data && (
        <CardGrid>
          {entities.data.entities.map((entity) => (
            <li key={entity._id}>
              <EntityCard entity={entity} onAction={(action) => act(entity._id, action)} />
            </li>
          ))}
        </CardGrid>
      )}
      <Suspense fallback={null}>
        {dialog?.kind === 'create' && <CreateEntityDialog onClose={close} />}
        {dialog?.kind === 'edit' && <EditEntityDialog entityId={dialog.id} initialStep={dialog.step} onClose={close} />}
      </Suspense>
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={M.DELETE_ENTITY_TITLE}
        text={M.DELETE_ENTITY_CONFIRM}
        isPending={deleteEntity.isPending}
        onCancel={close}
        onConfirm={() => {
          // a failure leaves the question open
          if (dialog?.kind === 'delete') deleteEntity.mutate(dialog.id, { onSuccess: close });
        }}
      />
    </section>
  );
}
