import {
  alternativesIssue,
  DIFFICULTIES,
  initialAlternatives,
  LIMITS,
  M,
  QUESTION_TYPES,
  type QuestionOutput,
  type QuestionType,
} from '@edu/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, lazy, Suspense, useEffect, useRef } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { fieldProps } from '../../../../components/form-field';
import { TextInput } from '../../../../components/text-input';
import { useCreateQuestion } from '../../api/create-question';
import type { BankOf } from '../../api/get-question-bank';
import { useUpdateQuestion } from '../../api/update-question';
import { AlternativesEditor } from './alternatives-editor';
import { toValues, useQuestionForm } from './question-form';
import { useInlineMessage } from './use-inline-message';
import { FormDialogActions } from '../../../../components/form-dialog-actions';

// the editor's code (Tiptap, ProseMirror) loads with the first form opened, not with the page
const StatementEditor = lazy(() => import('./statement-editor').then((m) => ({ default: m.StatementEditor })));

const FORM_ID = 'question-form';

interface QuestionDialogProps {
  bank: BankOf;
  /** the question to update; none for a new one */
  question?: QuestionOutput;
  onClose: () => void;
}

/** 'Nueva pregunta' / 'Editar pregunta' (02 §3-5): title, statement, type, difficulty and the type's alternatives. */
export function QuestionDialog({ bank, question, onClose }: QuestionDialogProps) {
  const form = useQuestionForm(question);
  const create = useCreateQuestion(bank);
  const update = useUpdateQuestion(bank);
  const busy = create.isPending || update.isPending;
  const type = useWatch({ control: form.control, name: 'type' });
  const inline = useInlineMessage();
  const messageRef = useRef<HTMLDivElement>(null);
  // the message sits under the alternatives, often below the dialog's fold: bring it into view
  useEffect(() => {
    if (inline.message) messageRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [inline.message]);

  const save = form.handleSubmit(async (output) => {
    try {
      const values = toValues(output);
      if (question) await update.mutateAsync({ questionId: question._id, values });
      else await create.mutateAsync(values);
      onClose();
    } catch {
      // the toast says why
    }
  });
  // the alternatives' rule is told inline for 3 s (02 §5), whatever else the form still lacks
  const submit = (event: FormEvent) => {
    const { type: current, alternatives } = form.getValues();
    const issue = alternativesIssue(current, alternatives);
    if (issue) inline.show(issue);
    else inline.clear();
    return save(event);
  };
  const changeType = (next: QuestionType) => {
    form.setValue('type', next);
    // 02 §4: a new type starts from its own alternatives
    form.setValue('alternatives', initialAlternatives(next));
    inline.clear();
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="md" fullWidth aria-labelledby="question-dialog-title">
      <DialogTitle id="question-dialog-title">{question ? M.EDIT_QUESTION : M.NEW_QUESTION}</DialogTitle>
      <DialogContent dividers>
        <Box component="form" id={FORM_ID} noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.5 }}>
          <TextInput
            label={M.QUESTION_TITLE_LABEL}
            required
            autoFocus
            inputProps={{ maxLength: LIMITS.questionTitle }}
            {...fieldProps(form, 'title')}
          />
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
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
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
            <Controller
              control={form.control}
              name="nivel"
              render={({ field }) => (
                <TextField
                  select
                  required
                  label={M.QUESTION_DIFFICULTY_LABEL}
                  value={field.value}
                  onChange={(event) => field.onChange(event.target.value)}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                >
                  {DIFFICULTIES.map((d) => (
                    <MenuItem key={d} value={d}>
                      {M.DIFFICULTY_LABELS[d]}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Box>
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
        </Box>
      </DialogContent>
      <FormDialogActions formId={FORM_ID} busy={busy} onCancel={onClose} />
    </Dialog>
  );
}
