import { evaluations, limaInputOf, M, type PublishFormValues, SHOW_GRADE, type ShowGrade } from '@edu/shared';
import Typography from '@mui/material/Typography';
import { CrudFormDialog } from '../../../components/crud';
import { ApiError } from '../../../lib/api';
import { useQualifiedPractices } from '../../../lib/queries/programmes';
import { usePublishEvaluation } from '../api/publish-evaluation';

/** What the dialog needs of the evaluation, published or not. */
export interface Publishable {
  _id: string;
  title: string;
  /** the programme, whose graded practices it may count for */
  main_course: string;
  attempts: number;
  /** when its students see their grade: the choice made, else the default of its attempts (decision 0048) */
  show_grade: ShowGrade;
}

interface PublishDialogProps {
  evaluation: Publishable;
  /** ISO instants: the module schedule's dates for a first publication (null when unscheduled), else the window */
  window: { opens_at: string | null; closes_at: string | null } | null;
  practiceId?: string | null;
  /** an evaluation already published: its window moves */
  again?: boolean;
  onClose: () => void;
  /** after the dialog has closed on a success */
  onPublished?: () => void;
}

const FIELDS = ['opens_at', 'closes_at', 'practice_id', 'show_grade'] as const;

const SHOW_GRADE_OPTIONS = SHOW_GRADE.map((value) => ({ value, label: M.SHOW_GRADE_LABELS[value] }));

/**
 * 'Publicar' (04 §2.4): 'Apertura' and 'Cierre' in Lima time, an optional 'Práctica calificada', and when the student
 * sees the grade (decision 0048), with a warning when more than one attempt would let a grade tell the answers.
 */
export function PublishDialog(props: PublishDialogProps) {
  const { evaluation, window, practiceId, again = false, onClose, onPublished } = props;
  const publish = usePublishEvaluation(again);
  const practices = useQualifiedPractices(evaluation.main_course);
  const options = [
    { value: '', label: M.PUBLISH_NO_PRACTICE },
    ...(practices.data?.qualifiedPractices ?? []).map((p) => ({ value: p._id, label: `${p.title} (${p.porcent})` })),
  ];
  return (
    <CrudFormDialog<PublishFormValues, PublishFormValues>
      title={again ? M.republishTitle(evaluation.title) : M.publishEvaluationTitle(evaluation.title)}
      schema={evaluations.publishForm}
      defaults={{
        opens_at: limaInputOf(window?.opens_at),
        closes_at: limaInputOf(window?.closes_at),
        practice_id: practiceId ?? '',
        show_grade: evaluation.show_grade,
      }}
      fields={() => [
        {
          kind: 'date',
          time: true,
          name: 'opens_at',
          label: M.PUBLISH_OPENS_LABEL,
          required: true,
          half: true,
          hint: M.PUBLISH_TIMES_HINT,
          revalidates: ['closes_at'],
        },
        { kind: 'date', time: true, name: 'closes_at', label: M.PUBLISH_CLOSES_LABEL, required: true, half: true },
        { kind: 'select', name: 'practice_id', label: M.PUBLISH_PRACTICE_LABEL, options },
        {
          kind: 'select',
          name: 'show_grade',
          label: M.PUBLISH_SHOW_GRADE_LABEL,
          options: SHOW_GRADE_OPTIONS,
          ...(evaluation.attempts > 1 ? { hint: M.PUBLISH_SHOW_GRADE_HINT } : {}),
        },
      ]}
      footer={
        !window && (
          <Typography variant="body2" color="text.secondary">
            {M.PUBLISH_NO_SCHEDULE}
          </Typography>
        )
      }
      save={(values, callbacks) =>
        publish.mutate(
          { evaluationId: evaluation._id, values },
          {
            onSuccess: (data) => {
              callbacks.onSuccess(data);
              onPublished?.();
            },
            onError: callbacks.onError,
          },
        )
      }
      busy={publish.isPending}
      saveLabel={again ? M.SAVE : M.PUBLISH_LABEL}
      // the server's refusal has had its toast; a field it names is marked too
      onError={(error, form) => {
        if (!(error instanceof ApiError)) return;
        for (const name of FIELDS) {
          const message = error.fields[name];
          if (message) form.setError(name, { message });
        }
      }}
      onClose={onClose}
    />
  );
}
