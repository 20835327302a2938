import type { CourseOutput } from '@edu/shared';
import { ErrorPanel, errorCodeOf } from '../../../components/error-panel';
import { PageSpinner } from '../../../components/page-spinner';
import { statusOf } from '../../../lib/api';
import { useCreateEvaluation } from '../api/create-evaluation';
import { useEvaluation } from '../api/get-evaluation';
import type { EvaluationPlace } from '../api/save-evaluation-values';
import { useUpdateEvaluation } from '../api/update-evaluation';
import { EvaluationForm } from './evaluation-form/evaluation-form';
import { formValuesOf } from './evaluation-form/evaluation-form-schema';

interface EditorProps {
  module: CourseOutput;
  place: EvaluationPlace;
  /** after a save: the saved evaluation's show mode */
  onSaved: (evaluationId: string) => void;
  onCancel: () => void;
}

/** The create mode: the empty form. */
export function CreateEvaluation({ module, place, onSaved, onCancel }: EditorProps) {
  const create = useCreateEvaluation(place);
  return (
    <EvaluationForm
      module={module}
      isSaving={create.isPending}
      onCancel={onCancel}
      onSubmit={(values) => create.mutate(values, { onSuccess: ({ evaluation }) => onSaved(evaluation._id) })}
    />
  );
}

/** The update mode: the form filled with the saved evaluation. */
export function UpdateEvaluation({
  module,
  place,
  evaluationId,
  onSaved,
  onCancel,
}: EditorProps & { evaluationId: string }) {
  const found = useEvaluation(evaluationId);
  const update = useUpdateEvaluation(place);
  if (found.isPending) return <PageSpinner />;
  if (found.isError) return <ErrorPanel code={errorCodeOf(statusOf(found.error))} onReload={() => found.refetch()} />;
  const { evaluation, questions } = found.data;
  return (
    <EvaluationForm
      key={evaluation._id}
      module={module}
      initial={{ values: formValuesOf(evaluation, questions), questions }}
      isSaving={update.isPending}
      onCancel={onCancel}
      onSubmit={(values) =>
        update.mutate({ evaluationId, values }, { onSuccess: ({ evaluation: saved }) => onSaved(saved._id) })
      }
    />
  );
}
