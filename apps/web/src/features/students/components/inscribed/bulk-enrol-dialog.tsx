import { BULK_ENROLMENT, type BulkLine, M, type ScheduledOutput, students } from '@edu/shared';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useState } from 'react';
import { toast } from 'react-toastify';
import { ExportMenu } from '../../../../components/export-menu';
import { type BulkFile, useBulkEnrolStudents, usePreviewBulkEnrolment } from '../../api/bulk-enrol-students';
import { useEntityId } from '../../api/students-lists';
import { BulkPreviewTable } from './bulk-preview-table';
import { ActionButtons } from '../../../../components/action-buttons';
import { TitledDialog } from '../../../../components/titled-dialog';

/** The file's bytes as base64 (what the contract takes inside the JSON body). */
function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/**
 * 'Matrícula masiva' of a main scheduled course (decision 0040): the template, the file, the preview of every line,
 * and 'Aplicar', which enrols all of them or none.
 */
export function BulkEnrolDialog({ scheduled, onClose }: { scheduled: ScheduledOutput; onClose: () => void }) {
  const entityId = useEntityId();
  const preview = usePreviewBulkEnrolment();
  const apply = useBulkEnrolStudents();
  const [file, setFile] = useState<{ name: string; body: BulkFile } | null>(null);
  const [lines, setLines] = useState<readonly BulkLine[] | null>(null);
  const busy = preview.isPending || apply.isPending;
  const canApply = lines !== null && lines.length > 0 && lines.every((l) => l.kind !== 'error');

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    if (chosen.size > BULK_ENROLMENT.maxBytes) {
      toast.error(M.BULK_FILE_TOO_BIG);
      return;
    }
    const body: BulkFile = {
      scheduledId: scheduled._id,
      format: /\.xlsx$/i.test(chosen.name) ? 'xlsx' : 'csv',
      content: await base64Of(chosen),
    };
    setFile({ name: chosen.name, body });
    setLines(null);
    preview.mutate(body, { onSuccess: (data) => setLines(data.lines) });
  };

  return (
    <TitledDialog title={M.BULK_TITLE} titleId="bulk-dialog-title" busy={busy} onClose={onClose} maxWidth="md">
      <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="body2">{M.BULK_HELP}</Typography>
        <Typography variant="subtitle2" component="p">
          {scheduled.name}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <ExportMenu def={students.getBulkEnrolmentTemplate} input={{ entity: entityId }} label={M.BULK_TEMPLATE} />
          <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={busy}>
            {M.BULK_FILE}
            <input hidden type="file" accept=".csv,.xlsx,text/csv" onChange={pick} />
          </Button>
          {file && <Typography variant="body2">{file.name}</Typography>}
          {preview.isPending && <CircularProgress size={20} aria-label={M.BULK_PREVIEW} />}
        </Box>
        {lines && <BulkPreviewTable lines={lines} />}
      </DialogContent>
      <DialogActions>
        <ActionButtons
          onCancel={onClose}
          busy={busy}
          label={M.BULK_APPLY}
          onClick={() => file && apply.mutate(file.body, { onSuccess: onClose })}
          disabled={!canApply}
          pending={apply.isPending}
        />
      </DialogActions>
    </TitledDialog>
  );
}
