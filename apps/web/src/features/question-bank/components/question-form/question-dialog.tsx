import {
  alternativesIssue,
  DIFFICULTIES,
  initialAlternatives,
  isOpenType,
  LIMITS,
  M,
  QUESTION_TYPES,
  type QuestionOutput,
  type QuestionType,
} from '@edu/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Controller } from 'react-hook-form';
import { CrudFormDialog } from '../../../../components/crud';
import { useCreateQuestion } from '../../api/create-question';
import type { BankOf } from '../../api/get-question-bank';
import { useUpdateQuestion } from '../../api/update-question';
import { AlternativesEditor } from './alternatives-editor';
import { defaultsOf, type QuestionForm, questionSchema, toValues } from './question-form';
import { useInlineMessage } from './use-inline-message';

// the editor's code (Tiptap, ProseMirror) loads with the first form opened, not with the page
const StatementEditor = lazy(() => import('./statement-editor').then((m) => ({ default: m.StatementEditor })));

const DIFFICULTY_OPTIONS = DIFFICULTIES.map((d) => ({ value: d, label: M.DIFFICULTY_LABELS[d] }));

/** The statement, HTML from the editor. */
function Statement({ form, busy }: { form: QuestionForm; busy: boolean }) {
  return (
    <Controller
      control={form.control}
      name="question"
      render={({ field, fieldState }) => (
        <Suspense fallback={<Skeleton variant="rounded" height={170} />}>
          <StatementEditor
            label={M.QUESTION_STATEMENT_LABEL}
            initialHtml={form.formState.defaultValues?.question ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            disabled={busy}
          />
        </Suspense>
      )}
    />
  );
}

/** 'Nueva pregunta' / 'Editar pregunta' (02 §3-5): title, statement, type, difficulty and the type's alternatives. */
export function QuestionDialog(props: { bank: BankOf; question?: QuestionOutput; onClose: () => void }) {
  const { question } = props;
  const create = useCreateQuestion(props.bank);
  const update = useUpdateQuestion(props.bank);
  const busy = create.isPending || update.isPending;
  const inline = useInlineMessage();
  const messageRef = useRef<HTMLDivElement>(null);
  // the message sits under the alternatives, often below the dialog's fold: bring it into view
  useEffect(() => {
    if (inline.message) messageRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [inline.message]);
  // the alternatives' rule is told inline for 3 s (02 §5), whatever else the form still lacks
  const checkAlternatives = (form: QuestionForm) => {
    const { type, alternatives } = form.getValues();
    const issue = alternativesIssue(type, alternatives);
    if (issue) inline.show(issue);
    else inline.clear();
  };

  return (
    <CrudFormDialog
      title={question ? M.EDIT_QUESTION : M.NEW_QUESTION}
      schema={questionSchema}
      defaults={defaultsOf(question)}
      maxWidth="md"
      fields={(form) => {
        const type = form.watch('type');
        const changeType = (next: QuestionType) => {
          form.setValue('type', next);
          // 02 §4: a new type starts from its own alternatives
          form.setValue('alternatives', initialAlternatives(next));
          inline.clear();
        };
        return [
          {
            name: 'title',
            label: M.QUESTION_TITLE_LABEL,
            required: true,
            autoFocus: true,
            maxLength: LIMITS.questionTitle,
          },
          { kind: 'custom', key: 'statement', node: <Statement form={form} busy={busy} /> },
          {
            kind: 'custom',
            key: 'type',
            half: true,
            node: (
              <TextField
                select
                required
                label={M.QUESTION_TYPE_LABEL}
                value={type}
                onChange={(event) => changeType(event.target.value as QuestionType)}
              >
                {QUESTION_TYPES.map((t) => (
                  <MenuItem key={t} value={t}>
                    {M.QUESTION_TYPE_LABELS[t]}
                  </MenuItem>
                ))}
              </TextField>
            ),
          },
          {
            kind: 'select',
            name: 'nivel',
            label: M.QUESTION_DIFFICULTY_LABEL,
            required: true,
            options: DIFFICULTY_OPTIONS,
            half: true,
          },
          {
            kind: 'custom',
            key: 'alternatives',
            node: (
              <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1.5 }}>
                <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
                  {M.ALTERNATIVES_LABEL}
                </Typography>
                <AlternativesEditor form={form} type={type} disabled={busy} />
                {inline.message && (
                  <Alert ref={messageRef} severity="warning" role="alert">
                    {inline.message}
                  </Alert>
                )}
              </Box>
            ),
          },
          // an open answer is graded by a teacher: what a good one says, for them only (decision 0053)
          ...(isOpenType(type)
            ? [
                {
                  name: 'model_answer' as const,
                  label: M.MODEL_ANSWER_LABEL,
                  rows: 3,
                  maxLength: LIMITS.modelAnswer,
                  hint: M.MODEL_ANSWER_HINT,
                },
              ]
            : []),
        ];
      }}
      save={(output, done) => {
        const issue = alternativesIssue(output.type, output.alternatives);
        if (issue) inline.show(issue);
        else inline.clear();
        const values = toValues(output);
        if (question) update.mutate({ questionId: question._id, values }, done);
        else create.mutate(values, done);
      }}
      onInvalid={checkAlternatives}
      busy={busy}
      onClose={props.onClose}
    />
  );
}
