import { type CourseOutput, M } from '@edu/shared';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDeleteEvaluation } from '../api/delete-evaluation';
import type { EvaluationPlace } from '../api/save-evaluation-values';
import { EvaluationDetails } from './evaluation-details';
import { CreateEvaluation, UpdateEvaluation } from './evaluation-editors';
import type { PanelMode, PanelNavigation } from './panel-mode';

interface EvaluationPanelProps {
  mode: PanelMode;
  module: CourseOutput;
  place: EvaluationPlace;
  go: PanelNavigation;
}

/** The right panel (02 §4): none, create, update, show, or show with the delete question over it. */
export function EvaluationPanel({ mode, module, place, go }: EvaluationPanelProps) {
  const remove = useDeleteEvaluation();

  if (mode.kind === 'none') {
    return (
      <Paper variant="outlined" sx={{ display: 'grid', placeItems: 'center', minHeight: 280, p: 4 }}>
        <Typography color="text.secondary">{M.NO_EVALUATION_SELECTED}</Typography>
      </Paper>
    );
  }
  if (mode.kind === 'create') {
    return (
      <CreateEvaluation module={module} place={place} onSaved={(id) => go.show(id, true)} onCancel={() => go.none()} />
    );
  }
  const { evaluationId } = mode;
  if (mode.kind === 'update') {
    return (
      <UpdateEvaluation
        key={evaluationId}
        module={module}
        place={place}
        evaluationId={evaluationId}
        onSaved={(id) => go.show(id, true)}
        onCancel={() => go.show(evaluationId)}
      />
    );
  }
  return (
    <>
      <EvaluationDetails
        key={evaluationId}
        evaluationId={evaluationId}
        onEdit={() => go.update(evaluationId)}
        onDelete={() => go.remove(evaluationId)}
        onPublished={() => go.none(true)}
      />
      <ConfirmDialog
        open={mode.kind === 'delete'}
        title={M.NOTICE_TITLE}
        text={M.DELETE_EVALUATION_CONFIRM}
        isPending={remove.isPending}
        onCancel={() => go.show(evaluationId, true)}
        // a failure leaves the question open
        onConfirm={() => remove.mutate(evaluationId, { onSuccess: () => go.none(true) })}
      />
    </>
  );
}
