import { M } from '@edu/shared';
import { UploadProgress } from '../../../../components/upload-progress';
import { ActionButtons } from '../../../../components/action-buttons';

interface WizardButtonsProps {
  /** 'Cancelar' on the first step, 'Atrás' after it */
  onBack: () => void;
  isFirst: boolean;
  onNext: () => void;
  isLast: boolean;
  isPending?: boolean;
  upload?: { percent: number | null; cancel: () => void };
}

/** Cancelar / Atrás, and Siguiente or, on the last step, Finalizar with the upload's progress. */
export function WizardButtons({ onBack, isFirst, onNext, isLast, isPending = false, upload }: WizardButtonsProps) {
  return (
    <>
      {upload && upload.percent !== null && (
        <div style={{ flex: 1, marginRight: 16 }}>
          <UploadProgress percent={upload.percent} onCancel={upload.cancel} />
        </div>
      )}
      <ActionButtons
        onCancel={onBack}
        cancelLabel={isFirst ? M.CANCEL : M.BACK}
        busy={isPending}
        label={isLast ? M.FINISH : M.NEXT}
        onClick={onNext}
      />
    </>
  );
}
