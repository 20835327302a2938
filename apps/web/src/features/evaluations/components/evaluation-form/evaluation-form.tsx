import {
  type CourseOutput,
  type EvaluationQuestionOutput,
  formatPointsTotal,
  M,
  nivelCounts,
  type QuestionOutput,
} from '@edu/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type Resolver, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useModuleQuestions } from '../../api/get-questions';
import type { EvaluationValues } from '../../api/save-evaluation-values';
import { NivelCounts } from '../nivel-counts';
import {
  EMPTY_EVALUATION,
  type EvaluationFormOutput,
  type EvaluationFormValues,
  evaluationFormSchema,
} from './evaluation-form-schema';
import { EvaluationSettingsFields } from './evaluation-settings-fields';
import { PointsTotal } from './points-total';
import { QuestionPicker } from './question-picker';
import { ActionButtons } from '../../../../components/action-buttons';

// the shared schema reads JSON-or-object fields (unknown on input); the inputs of this form give strings and arrays
const resolver = zodResolver(evaluationFormSchema) as unknown as Resolver<
  EvaluationFormValues,
  unknown,
  EvaluationFormOutput
>;

/** The bank first (newest first), then any question of the evaluation the bank list did not bring. */
function pickable(bank: readonly QuestionOutput[], held: readonly EvaluationQuestionOutput[]): QuestionOutput[] {
  const ids = new Set(bank.map((question) => question._id));
  return [...bank, ...held.filter((question) => !ids.has(question._id))];
}

interface EvaluationFormProps {
  module: CourseOutput;
  /** the update mode's starting point: the saved evaluation and its questions */
  initial?: { values: EvaluationFormValues; questions: readonly EvaluationQuestionOutput[] };
  isSaving: boolean;
  onSubmit: (values: EvaluationValues) => void;
  onCancel: () => void;
}

/** The create and update modes (02 §3, §5): saved only when the questions' points add up to exactly 20. */
export function EvaluationForm({ module, initial, isSaving, onSubmit, onCancel }: EvaluationFormProps) {
  const form = useForm<EvaluationFormValues, unknown, EvaluationFormOutput>({
    resolver,
    defaultValues: initial?.values ?? EMPTY_EVALUATION,
  });
  const chosen = useFieldArray({ control: form.control, name: 'arrayIds', keyName: 'key' });
  const picked = useWatch({ control: form.control, name: 'arrayIds' }) ?? [];
  const bank = useModuleQuestions(module._id, module.name);
  const questions = pickable(bank.data?.questions ?? [], initial?.questions ?? []);
  const byId = new Map(questions.map((question) => [question._id, question]));
  const counts = nivelCounts(picked.flatMap((choice) => byId.get(choice.id) ?? []));
  const points = picked.map((choice) => choice.points);

  const { errors } = form.formState;
  const fieldsMissing = [errors.title, errors.attempts, errors.duration_time].some(
    (error) => error?.message === M.EVALUATION_FIELDS_REQUIRED,
  );
  // the total's own messages are shown live under it; the list's other refusals (none chosen, one twice) here
  const listMessage = errors.arrayIds?.root?.message ?? errors.arrayIds?.message;
  const listIssue =
    listMessage === M.EVALUATION_NO_QUESTIONS || listMessage === M.QUESTION_REPEATED ? listMessage : null;

  const submit = form.handleSubmit((values) =>
    onSubmit({
      title: values.title,
      attempts: values.attempts,
      duration_time: values.duration_time,
      options: values.options,
      arrayIds: values.arrayIds.map((choice, index) => ({ id: choice.id, index, points: choice.points })),
      points: Number(formatPointsTotal(values.arrayIds.map((choice) => choice.points))),
      nivel: counts,
    }),
  );

  return (
    <Paper
      variant="outlined"
      component="form"
      noValidate
      onSubmit={submit}
      aria-labelledby="evaluation-form-title"
      sx={{ p: 3, display: 'grid', gap: 2.5 }}
    >
      <Typography id="evaluation-form-title" variant="h6" component="h2">
        {initial ? M.EDIT_EVALUATION : M.NEW_EVALUATION}
      </Typography>
      <EvaluationSettingsFields form={form} />
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="subtitle2">{M.EVALUATION_NIVEL_LABEL}</Typography>
        <NivelCounts counts={counts} />
      </Box>
      <QuestionPicker form={form} chosen={chosen} questions={questions} isLoading={bank.isPending} />
      <PointsTotal points={points} />
      {fieldsMissing && <Alert severity="error">{M.EVALUATION_FIELDS_REQUIRED}</Alert>}
      {listIssue && <Alert severity="error">{listIssue}</Alert>}
      {bank.isError && <Alert severity="error">{M.ERROR_OCCURRED}</Alert>}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        <ActionButtons onCancel={onCancel} busy={isSaving} label={M.SAVE} submit />
      </Box>
    </Paper>
  );
}
