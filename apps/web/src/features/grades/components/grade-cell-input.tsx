import { M, practiceGradeForm } from '@edu/shared';
import InputBase from '@mui/material/InputBase';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { reasonOf } from '../../../lib/api';
import { useSaveGradeCell } from '../api/set-practice-grade';
import { moveInGrid } from './grid-keys';

type Saving = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'error'; message: string };

export interface GradeCellInputProps {
  scheduledId: string;
  practiceId: string;
  userId: string;
  /** what a teacher entered, two decimals, or null */
  entered: string | null;
  /** the accessible name: the student and the column */
  label: string;
  row: number;
  col: number;
}

/**
 * One editable cell of 'Registro de notas' (decision 0054): typed in place, saved when the teacher leaves it (only when
 * it changed), its own state shown under it and read by screen readers: saving, saved, or why it was refused.
 */
export function GradeCellInput({ scheduledId, practiceId, userId, entered, label, row, col }: GradeCellInputProps) {
  const initial = entered ?? '';
  const [value, setValue] = useState(initial);
  const [saving, setSaving] = useState<Saving>({ kind: 'idle' });
  const isFocused = useRef(false);
  const statusId = useId();
  const save = useSaveGradeCell(scheduledId);

  // a fresh page of the grade book shows the server's value, unless the teacher is typing here
  useEffect(() => {
    if (!isFocused.current) setValue(initial);
  }, [initial]);

  const commit = () => {
    const text = value.trim();
    if (text === initial) {
      if (saving.kind === 'error') setSaving({ kind: 'idle' });
      return;
    }
    const parsed = practiceGradeForm.safeParse({ grade: text });
    if (!parsed.success) {
      setSaving({ kind: 'error', message: parsed.error.issues[0]?.message ?? M.GRADE_RANGE });
      return;
    }
    setSaving({ kind: 'saving' });
    save.mutate(
      { practice_id: practiceId, user_id: userId, grade: parsed.data.grade || null },
      {
        onSuccess: (out) => {
          const cell = out.row.grades.find((g) => g.practice_id === practiceId);
          if (!isFocused.current) setValue(cell?.entered ?? '');
          setSaving({ kind: 'saved' });
        },
        onError: (error) => setSaving({ kind: 'error', message: reasonOf(error) }),
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      setValue(initial);
      setSaving({ kind: 'idle' });
      return;
    }
    moveInGrid(event);
  };

  const isError = saving.kind === 'error';
  const status =
    saving.kind === 'saving'
      ? M.GRADE_CELL_SAVING
      : saving.kind === 'saved'
        ? M.GRADE_CELL_SAVED
        : isError
          ? saving.message
          : '';
  return (
    <>
      <InputBase
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          if (saving.kind !== 'saving') setSaving({ kind: 'idle' });
        }}
        onFocus={(e) => {
          isFocused.current = true;
          e.target.select();
        }}
        onBlur={() => {
          isFocused.current = false;
          commit();
        }}
        onKeyDown={onKeyDown}
        placeholder={M.NO_VALUE}
        inputProps={{
          'aria-label': label,
          'aria-invalid': isError || undefined,
          'aria-describedby': statusId,
          inputMode: 'decimal',
          maxLength: 5,
          'data-grid-row': row,
          'data-grid-col': col,
        }}
        sx={{
          width: '5.5em',
          border: 1,
          borderRadius: 1,
          borderColor: isError ? 'error.main' : saving.kind === 'saved' ? 'success.main' : 'divider',
          '& input': { textAlign: 'center', py: 0.5 },
          '&.Mui-focused': { outline: 2, outlineColor: 'primary.main', outlineOffset: 1 },
        }}
      />
      <Typography
        id={statusId}
        role="status"
        component="span"
        variant="caption"
        color={isError ? 'error.main' : saving.kind === 'saved' ? 'success.dark' : 'text.secondary'}
        sx={{ display: 'block', maxWidth: '12em', mx: 'auto', minHeight: '1.5em' }}
      >
        {status}
      </Typography>
    </>
  );
}
