import { isOpenType, LIMITS, M, type QuestionType } from '@edu/shared';
import AddIcon from '@mui/icons-material/Add';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useFieldArray, useWatch } from 'react-hook-form';
import { fieldProps } from '../../../../components/form-field';
import type { QuestionForm } from './question-form';

interface AlternativesEditorProps {
  form: QuestionForm;
  type: QuestionType;
  disabled?: boolean;
}

const correctLabel = (n: number) => `${M.CORRECT_LABEL}: ${M.alternativeLabel(n)}`;

/** 02 §4: the open types carry one fixed placeholder, already correct; nothing to choose or edit. */
function OpenAlternative({ value }: { value: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <TextField
        label={M.alternativeLabel(1)}
        value={value}
        fullWidth
        size="small"
        slotProps={{ htmlInput: { readOnly: true } }}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'success.main', whiteSpace: 'nowrap' }}>
        <CheckCircleIcon fontSize="small" />
        <Typography variant="body2">{M.CORRECT_LABEL}</Typography>
      </Box>
    </Box>
  );
}

/**
 * The alternatives of the question form, by type (02 §4-5): boolean chooses between the fixed Verdadero and Falso;
 * unique marks one correct alternative with a radio, multiple any number with checkboxes; both add and remove rows.
 */
export function AlternativesEditor({ form, type, disabled }: AlternativesEditorProps) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'alternatives' });
  const alternatives = useWatch({ control: form.control, name: 'alternatives' }) ?? [];
  const setCorrect = (index: number, correct: boolean) => {
    form.setValue(`alternatives.${index}.correct`, correct, { shouldDirty: true });
  };
  const chooseOnly = (index: number) => {
    for (let i = 0; i < fields.length; i++) setCorrect(i, i === index);
  };

  if (isOpenType(type)) return <OpenAlternative value={alternatives[0]?.value ?? ''} />;

  if (type === 'boolean') {
    const chosen = alternatives.findIndex((a) => a.correct);
    return (
      <RadioGroup
        row
        aria-label={M.ALTERNATIVES_LABEL}
        value={chosen >= 0 ? String(chosen) : ''}
        onChange={(event) => chooseOnly(Number(event.target.value))}
      >
        {fields.map((field, i) => (
          <FormControlLabel
            key={field.id}
            value={String(i)}
            control={<Radio />}
            label={alternatives[i]?.value}
            disabled={disabled}
          />
        ))}
      </RadioGroup>
    );
  }

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {fields.map((field, i) => {
        const n = i + 1;
        const isCorrect = Boolean(alternatives[i]?.correct);
        const mark =
          type === 'unique' ? (
            <Radio
              checked={isCorrect}
              onChange={() => chooseOnly(i)}
              slotProps={{ input: { 'aria-label': correctLabel(n) } }}
            />
          ) : (
            <Checkbox
              checked={isCorrect}
              onChange={(event) => setCorrect(i, event.target.checked)}
              slotProps={{ input: { 'aria-label': correctLabel(n) } }}
            />
          );
        return (
          <Box key={field.id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            {mark}
            <TextField
              label={M.alternativeLabel(n)}
              size="small"
              fullWidth
              disabled={disabled}
              slotProps={{ htmlInput: { maxLength: LIMITS.alternativeValue } }}
              {...fieldProps(form, `alternatives.${i}.value`)}
            />
            <Tooltip title={M.removeAlternative(n)}>
              <span>
                <IconButton aria-label={M.removeAlternative(n)} onClick={() => remove(i)} disabled={disabled}>
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
          </Box>
        );
      })}
      <Box>
        <Button
          startIcon={<AddIcon />}
          onClick={() => append({ value: '', correct: false })}
          disabled={disabled || fields.length >= LIMITS.alternativesMax}
        >
          {M.ADD_ALTERNATIVE}
        </Button>
      </Box>
    </Box>
  );
}
