import { M, type ScheduledOutput } from '@edu/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { UploadProgress } from '../../../components/upload-progress';
import { useCreateScheduled } from '../api/create-scheduled';
import { useTeacherRoleId } from '../api/get-roles-by-entity';
import { useUpdateScheduled } from '../api/update-scheduled';
import { ScheduledCourseFields } from './scheduled-course-fields';
import { toValues, useScheduledCourseForm } from './scheduled-course-form';

const FORM_ID = 'scheduled-course-form';

interface ScheduledCourseDialogProps {
  /** the scheduled course to edit; none to schedule a new one */
  scheduled?: ScheduledOutput;
  onClose: () => void;
}

/** 'Programar Curso' / 'Editar Curso' (02 §2.13, §3, §5); a refusal of the server is its toast. */
export function ScheduledCourseDialog({ scheduled, onClose }: ScheduledCourseDialogProps) {
  const form = useScheduledCourseForm(scheduled);
  const teacherRole = useTeacherRoleId();
  const create = useCreateScheduled();
  const update = useUpdateScheduled();
  const busy = create.isPending || update.isPending;
  const upload = scheduled ? update.upload : create.upload;

  const submit = form.handleSubmit(async (values) => {
    try {
      const body = toValues(values, teacherRole.data);
      if (scheduled) {
        const previousTeacherIds = scheduled.teachers.map((teacher) => teacher._id);
        await update.mutateAsync({ scheduledId: scheduled._id, values: body, previousTeacherIds, cover: values.cover });
      } else {
        await create.mutateAsync({ values: body, cover: values.cover });
      }
      onClose();
    } catch {
      // the toast says why
    }
  });

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="md" fullWidth aria-labelledby="scheduled-dialog-title">
      <DialogTitle id="scheduled-dialog-title">{scheduled ? M.EDIT_COURSE_TITLE : M.SCHEDULE_COURSE_TITLE}</DialogTitle>
      <DialogContent dividers>
        <Box component="form" id={FORM_ID} noValidate onSubmit={submit}>
          <ScheduledCourseFields
            form={form}
            currentStart={scheduled?.start_date}
            coverUrl={scheduled?.coverpage ?? null}
          />
        </Box>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {upload.percent !== null && (
          <Box sx={{ flex: '1 1 100%' }}>
            <UploadProgress percent={upload.percent} onCancel={upload.cancel} />
          </Box>
        )}
        <Button onClick={onClose} disabled={busy}>
          {M.CANCEL}
        </Button>
        <Button type="submit" form={FORM_ID} variant="contained" disabled={busy}>
          {M.SAVE}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
