import { M } from '@edu/shared';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { UploadProgress } from '../../../../components/upload-progress';

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
      <Button onClick={onBack} disabled={isPending}>
        {isFirst ? M.CANCEL : M.BACK}
      </Button>
      <Button
        variant="contained"
        onClick={onNext}
        disabled={isPending}
        startIcon={isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
      >
        {isLast ? M.FINISH : M.NEXT}
      </Button>
    </>
  );
}
