import { M } from '@edu/shared';
import { useState } from 'react';
import { useCreateEntity } from '../../api/create-entity';
import { isEmailTaken } from '../../../../components/user-form/user-form';
import type { EntityImages } from '../../api/entity-lists';
import { AdminPicker } from './admin-picker';
import { AdminUserStep } from './admin-user-step';
import { EntityConfigStep } from './entity-config-step';
import { type PickedAdmin, useEntityForm } from './entity-form';
import { EntitySummary } from './entity-summary';
import { WizardButtons } from './wizard-buttons';
import { WizardDialog } from './wizard-dialog';

const STEPS = [M.STEP_ENTITY_CONFIG, M.STEP_CONFIRMATION] as const;
type Step = 0 | 1 | 'admin';

/** 'Nueva entidad' (01 §2, §4): the configuration, then the confirmation and Finalizar; aside, 'Agregar admin'. */
export function CreateEntityDialog({ onClose }: { onClose: () => void }) {
  const form = useEntityForm();
  const [step, setStep] = useState<Step>(0);
  const [images, setImages] = useState<EntityImages>({ logo: null, portrait: null });
  const [admin, setAdmin] = useState<PickedAdmin | null>(null);
  const create = useCreateEntity();

  const next = async () => {
    if (await form.trigger()) setStep(1);
  };
  const finish = form.handleSubmit(
    // a failure leaves the wizard open to correct it; a new admin's e-mail found taken goes back to its page
    (values) =>
      create.mutate(
        {
          values: { ...values, ...(admin?.draft ? { new_admin: admin.draft } : { admin_id: admin?._id }) },
          images,
        },
        { onSuccess: onClose, onError: (error) => admin?.draft && isEmailTaken(error) && setStep('admin') },
      ),
    () => setStep(0),
  );

  return (
    <WizardDialog
      open
      title={M.NEW_ENTITY}
      steps={STEPS}
      activeStep={step === 'admin' ? null : step}
      sideTitle={M.ADD_ADMIN}
      busy={create.isPending}
      onClose={onClose}
      actions={
        step !== 'admin' && (
          <WizardButtons
            isFirst={step === 0}
            isLast={step === 1}
            onBack={step === 0 ? onClose : () => setStep(0)}
            onNext={step === 0 ? next : finish}
            isPending={create.isPending}
            upload={create.upload}
          />
        )
      }
    >
      {step === 0 && (
        <EntityConfigStep
          form={form}
          images={images}
          onImageChange={(name, file) => setImages((current) => ({ ...current, [name]: file }))}
        >
          <AdminPicker value={admin} onChange={setAdmin} onAddAdmin={() => setStep('admin')} />
        </EntityConfigStep>
      )}
      {step === 1 && <EntitySummary values={form.getValues()} images={images} admin={admin} />}
      {step === 'admin' && (
        <AdminUserStep
          draft={admin?.draft}
          emailTaken={create.isError && isEmailTaken(create.error)}
          onCancel={() => setStep(0)}
          onCreated={(created) => {
            setAdmin(created);
            setStep(0);
          }}
        />
      )}
    </WizardDialog>
  );
}
