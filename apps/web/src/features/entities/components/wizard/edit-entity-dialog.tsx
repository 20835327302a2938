import { type EntityOutput, M } from '@edu/shared';
import Dialog from '@mui/material/Dialog';
import { useState } from 'react';
import { ErrorPanel } from '../../../../components/error-panel';
import { PageSpinner } from '../../../../components/page-spinner';
import type { EntityImages } from '../../api/entity-lists';
import { useEntity } from '../../../../lib/queries/get-entity';
import { isEmailTaken } from '../../../../components/user-form/user-form';
import { useUpdateEntity } from '../../api/update-entity';
import { AdminPicker } from './admin-picker';
import { AdminUserStep } from './admin-user-step';
import { EntityConfigStep } from './entity-config-step';
import { type PickedAdmin, useEntityForm } from './entity-form';
import { EntitySummary } from './entity-summary';
import { WizardButtons } from './wizard-buttons';
import { WizardDialog } from './wizard-dialog';

const STEPS = [M.STEP_ENTITY_DATA, M.STEP_MAIN_ADMIN, M.STEP_SUMMARY] as const;
type Step = 0 | 1 | 2 | 'admin';

interface EditEntityDialogProps {
  entityId: string;
  /** 'Asignar Administrador' opens the wizard at its administrator page */
  initialStep?: 0 | 1;
  onClose: () => void;
}

/** 'Editar entidad' (01 §2, §4). The entity is read fresh, so that admin_old is the admin the editor sees. */
export function EditEntityDialog({ entityId, initialStep = 0, onClose }: EditEntityDialogProps) {
  const entity = useEntity(entityId);
  if (entity.data) return <EditEntityWizard entity={entity.data.entity} initialStep={initialStep} onClose={onClose} />;
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-label={M.EDIT_ENTITY}>
      {entity.isError ? <ErrorPanel onReload={() => entity.refetch()} /> : <PageSpinner />}
    </Dialog>
  );
}

interface EditEntityWizardProps {
  entity: EntityOutput;
  initialStep: Step;
  onClose: () => void;
}

function EditEntityWizard({ entity, initialStep, onClose }: EditEntityWizardProps) {
  const form = useEntityForm(entity);
  const [step, setStep] = useState<Step>(initialStep);
  const [newImages, setNewImages] = useState<EntityImages>({ logo: null, portrait: null });
  const [admin, setAdmin] = useState<PickedAdmin | null>(entity.admin_user);
  const update = useUpdateEntity();
  const images = {
    logo: newImages.logo ?? entity.customize.logo,
    portrait: newImages.portrait ?? entity.customize.portrait,
  };

  const next = async () => {
    if (step === 0 && !(await form.trigger())) return;
    setStep(step === 0 ? 1 : 2);
  };
  const back = () => {
    if (step === 0) onClose();
    else setStep(step === 2 ? 1 : 0);
  };
  const finish = form.handleSubmit(
    (values) => {
      const changesAdmin = admin !== null && (admin.draft !== undefined || admin._id !== entity.admin);
      // a new admin ('Agregar admin') is created with this save, never before it (decision 0053)
      const adminChange = admin?.draft ? { new_admin: admin.draft } : { admin_id: admin?._id };
      update.mutate(
        {
          values: {
            ...values,
            entity_id: entity._id,
            ...(changesAdmin ? { ...adminChange, admin_old: entity.admin ?? '' } : {}),
          },
          images: newImages,
        },
        {
          onSuccess: onClose,
          onError: (error) => admin?.draft && isEmailTaken(error) && setStep('admin'),
        },
      );
    },
    () => setStep(0),
  );

  return (
    <WizardDialog
      open
      title={M.EDIT_ENTITY}
      steps={STEPS}
      activeStep={step === 'admin' ? null : step}
      sideTitle={M.ADD_ADMIN}
      busy={update.isPending}
      onClose={onClose}
      actions={
        step !== 'admin' && (
          <WizardButtons
            isFirst={step === 0}
            isLast={step === 2}
            onBack={back}
            onNext={step === 2 ? finish : next}
            isPending={update.isPending}
            upload={update.upload}
          />
        )
      }
    >
      {step === 0 && (
        <EntityConfigStep
          form={form}
          images={images}
          onImageChange={(name, file) => setNewImages((current) => ({ ...current, [name]: file }))}
        />
      )}
      {step === 1 && <AdminPicker value={admin} onChange={setAdmin} onAddAdmin={() => setStep('admin')} />}
      {step === 2 && <EntitySummary values={form.getValues()} images={images} admin={admin} />}
      {step === 'admin' && (
        <AdminUserStep
          draft={admin?.draft}
          emailTaken={update.isError && isEmailTaken(update.error)}
          onCancel={() => setStep(1)}
          onCreated={(created) => {
            setAdmin(created);
            setStep(2);
          }}
        />
      )}
    </WizardDialog>
  );
}
