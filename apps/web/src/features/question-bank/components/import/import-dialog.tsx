import { type Difficulty, DIFFICULTIES, IMPORT_FORMATS, type ImportFormat, M } from '@edu/shared';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type ChangeEvent, useState } from 'react';
import { type ImportValues, useImportPreview, useImportQuestions } from '../../api/import-questions';
import { type ImportResult, ImportPreview } from './import-preview';
import { ActionButtons } from '../../../../components/action-buttons';
import { TitledDialog } from '../../../../components/titled-dialog';

/** Reads a text file the teacher exported from Moodle. */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file, 'utf-8');
  });
}

const sameValues = (a: ImportValues, b: ImportValues) =>
  a.format === b.format && a.nivel === b.nivel && a.text === b.text;

/**
 * 'Importar preguntas': GIFT or Aiken text, typed or read from a file, previewed (each question, each line's error)
 * before anything is saved; saving is offered only for a preview of the current text without errors.
 */
export function ImportDialog({ moduleId, onClose }: { moduleId: string; onClose: () => void }) {
  const [values, setValues] = useState<ImportValues>({ format: 'gift', nivel: 'medium', text: '' });
  const [preview, setPreview] = useState<{ of: ImportValues; result: ImportResult } | null>(null);
  const previewCall = useImportPreview(moduleId);
  const importCall = useImportQuestions(moduleId);
  const busy = previewCall.isPending || importCall.isPending;
  const current = preview && sameValues(preview.of, values) ? preview.result : null;
  const canSave = Boolean(current && current.questions.length > 0 && current.errors.length === 0);
  const change = (patch: Partial<ImportValues>) => setValues((v) => ({ ...v, ...patch }));

  const pickFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) change({ text: await readText(file) });
  };
  const showPreview = async () => {
    try {
      setPreview({ of: values, result: await previewCall.mutateAsync(values) });
    } catch {
      // the toast says why
    }
  };
  const save = async () => {
    try {
      await importCall.mutateAsync(values);
      onClose();
    } catch {
      // the toast says why
    }
  };

  return (
    <TitledDialog title={M.IMPORT_QUESTIONS} titleId="import-dialog-title" busy={busy} onClose={onClose} maxWidth="md">
      <DialogContent dividers sx={{ display: 'grid', gap: 2.5 }}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}>
          <TextField
            select
            label={M.IMPORT_FORMAT_LABEL}
            value={values.format}
            onChange={(event) => change({ format: event.target.value as ImportFormat })}
          >
            {IMPORT_FORMATS.map((format) => (
              <MenuItem key={format} value={format}>
                {M.IMPORT_FORMAT_LABELS[format]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={M.QUESTION_DIFFICULTY_LABEL}
            value={values.nivel}
            onChange={(event) => change({ nivel: event.target.value as Difficulty })}
          >
            {DIFFICULTIES.map((d) => (
              <MenuItem key={d} value={d}>
                {M.DIFFICULTY_LABELS[d]}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        <TextField
          label={M.IMPORT_TEXT_LABEL}
          multiline
          minRows={8}
          maxRows={16}
          value={values.text}
          onChange={(event) => change({ text: event.target.value })}
          slotProps={{ htmlInput: { spellCheck: false, sx: { fontFamily: 'monospace', fontSize: 13 } } }}
        />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={busy}>
            {M.IMPORT_FILE}
            <input hidden type="file" accept=".txt,.gift,text/plain" onChange={pickFile} />
          </Button>
          <Button
            variant="outlined"
            onClick={showPreview}
            disabled={busy || values.text.trim() === ''}
            startIcon={previewCall.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {M.IMPORT_PREVIEW}
          </Button>
        </Box>
        {current && <ImportPreview result={current} />}
      </DialogContent>
      <DialogActions>
        <ActionButtons
          onCancel={onClose}
          busy={busy}
          label={M.IMPORT_SAVE}
          onClick={save}
          disabled={!canSave}
          pending={importCall.isPending}
        />
      </DialogActions>
    </TitledDialog>
  );
}
