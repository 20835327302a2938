import { type CertificateOutput, M } from '@edu/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ImagePicker } from '../../../../components/image-picker';
import { UploadProgress } from '../../../../components/upload-progress';
import { useSetCertificateForCourse } from '../../api/set-certificate-for-course';
import { TitledDialog } from '../../../../components/titled-dialog';

interface CertificateDialogProps {
  courseId: string;
  template: CertificateOutput;
  onClose: () => void;
}

/**
 * The form of a chosen template (02 §2.5): one png/jpg/jpeg image per resource. Every resource needs an image, newly
 * picked or already stored for this template, since certificates are drawn from them.
 */
export function CertificateDialog({ courseId, template, onClose }: CertificateDialogProps) {
  const save = useSetCertificateForCourse(courseId);
  const [files, setFiles] = useState<Record<string, File>>({});
  const [showMissing, setShowMissing] = useState(false);
  // images already stored count only for the template the course uses now
  const storedOf = (name: string) =>
    template.selected ? (template.resources.find((r) => r.name === name)?.url ?? null) : null;
  const missing = template.resources.filter((r) => !files[r.name] && !storedOf(r.name));

  const submit = async () => {
    if (missing.length > 0) return setShowMissing(true);
    const images = template.resources.flatMap((r) => (files[r.name] ? [{ name: r.name, file: files[r.name] }] : []));
    try {
      await save.mutateAsync({ templateId: template._id, images });
      onClose();
    } catch {
      // the hook has shown why
    }
  };

  return (
    <TitledDialog
      title={template.name}
      titleId="certificate-dialog-title"
      busy={save.isPending}
      onClose={onClose}
      maxWidth="md"
    >
      <DialogContent dividers>
        <DialogContentText sx={{ mb: 2 }}>{M.CERTIFICATE_IMAGES_HELP}</DialogContentText>
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(220px, 1fr))' },
          }}
        >
          {template.resources.map((resource) => (
            <Box key={resource.name} sx={{ display: 'grid', gap: 1, alignContent: 'start' }}>
              <Typography variant="subtitle2" component="h3">
                {resource.name_front}
              </Typography>
              <ImagePicker
                label={resource.name_front}
                value={files[resource.name] ?? storedOf(resource.name)}
                previewHeight={100}
                invalidTypeMessage={M.CERTIFICATE_IMAGE_ONLY}
                error={showMissing && missing.includes(resource) ? M.CERTIFICATE_IMAGE_MISSING : undefined}
                onChange={(file) => setFiles((current) => ({ ...current, [resource.name]: file }))}
              />
            </Box>
          ))}
        </Box>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {save.upload.percent !== null && (
          <Box sx={{ flex: '1 1 100%' }}>
            <UploadProgress percent={save.upload.percent} onCancel={save.upload.cancel} />
          </Box>
        )}
        <Button onClick={onClose} disabled={save.isPending}>
          {M.CANCEL}
        </Button>
        <Button variant="contained" onClick={submit} disabled={save.isPending}>
          {M.SAVE}
        </Button>
      </DialogActions>
    </TitledDialog>
  );
}
