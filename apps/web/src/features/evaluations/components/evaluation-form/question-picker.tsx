import { LIMITS, M, type QuestionOutput } from '@edu/shared';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, type UseFieldArrayReturn, type UseFormReturn } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { EvaluationFormOutput, EvaluationFormValues } from './evaluation-form-schema';

type Form = UseFormReturn<EvaluationFormValues, unknown, EvaluationFormOutput>;
type Chosen = UseFieldArrayReturn<EvaluationFormValues, 'arrayIds', 'key'>;

interface QuestionPickerProps {
  form: Form;
  chosen: Chosen;
  /** the module's bank, plus any question the evaluation already holds */
  questions: readonly QuestionOutput[];
  isLoading: boolean;
}

/** The module's bank with a box per question; a chosen question gets its points (0 to 20, up to two decimals). */
export function QuestionPicker({ form, chosen, questions, isLoading }: QuestionPickerProps) {
  const toggle = (question: QuestionOutput, position: number) => {
    if (position >= 0) {
      chosen.remove(position);
      toast.success(M.QUESTION_REMOVED);
    } else {
      chosen.append({ id: question._id, index: chosen.fields.length, points: '' }, { shouldFocus: false });
    }
  };

  return (
    <Paper variant="outlined" component="fieldset" sx={{ m: 0, p: 0, overflow: 'hidden' }}>
      <Typography component="legend" variant="subtitle2" sx={{ px: 1, ml: 1 }}>
        {M.EVALUATION_QUESTIONS_LABEL}
      </Typography>
      {isLoading && <LinearProgress aria-label={M.LOADING} />}
      {!isLoading && questions.length === 0 && (
        <Typography color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
          {M.NO_QUESTIONS}
        </Typography>
      )}
      <List dense disablePadding sx={{ maxHeight: 420, overflowY: 'auto' }}>
        {questions.map((question) => {
          const position = chosen.fields.findIndex((field) => field.id === question._id);
          return (
            <ListItem key={question._id} divider sx={{ gap: 1, flexWrap: 'wrap' }}>
              {/* the whole line picks the question, not only the small box */}
              <Box
                component="label"
                sx={{ display: 'flex', alignItems: 'center', flex: '1 1 240px', cursor: 'pointer' }}
              >
                <Checkbox edge="start" checked={position >= 0} onChange={() => toggle(question, position)} />
                <Box component="span" sx={{ display: 'grid', py: 0.5, overflowWrap: 'anywhere' }}>
                  <Typography component="span" variant="body2">
                    {question.title}
                  </Typography>
                  <Typography component="span" variant="body2" color="text.secondary">
                    {M.QUESTION_TYPE_LABELS[question.type]} · {M.DIFFICULTY_LABELS[question.nivel]}
                  </Typography>
                </Box>
              </Box>
              {position >= 0 && (
                <Controller
                  control={form.control}
                  name={`arrayIds.${position}.points`}
                  render={({ field, fieldState }) => (
                    <TextField
                      {...field}
                      type="number"
                      size="small"
                      label={M.EVALUATION_POINTS_LABEL}
                      placeholder="0"
                      error={Boolean(fieldState.error)}
                      helperText={fieldState.error?.message}
                      sx={{ width: 130 }}
                      slotProps={{
                        inputLabel: { shrink: true },
                        htmlInput: {
                          min: LIMITS.questionPointsMin,
                          max: LIMITS.questionPointsMax,
                          step: 0.5,
                          inputMode: 'decimal',
                          'aria-label': M.questionPointsLabel(question.title),
                        },
                      }}
                    />
                  )}
                />
              )}
            </ListItem>
          );
        })}
      </List>
    </Paper>
  );
}
