import { IMAGE_EXTENSIONS, IMAGE_MIME_TYPES, M } from '@edu/shared';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import { type ChangeEvent, useEffect, useId, useState } from 'react';

const ACCEPT = [...IMAGE_EXTENSIONS.map((ext) => `.${ext}`), ...IMAGE_MIME_TYPES].join(',');

/** png, jpg and jpeg only (01 §5): both the name and the browser's type must say so. */
export function isAcceptedImage(file: File): boolean {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  return (
    (IMAGE_EXTENSIONS as readonly string[]).includes(ext) && (IMAGE_MIME_TYPES as readonly string[]).includes(file.type)
  );
}

interface ImagePickerProps {
  label?: string;
  /** the current image: a picked file, or the URL of the stored one */
  value: File | string | null | undefined;
  onChange: (file: File) => void;
  error?: string;
  previewHeight?: number;
  /** what a refused file shows; by default 'Solo se aceptan imágenes png, jpg o jpeg' */
  invalidTypeMessage?: string;
}

/** Picks one png/jpg/jpeg image and shows it; any other file is ignored with a message. */
export function ImagePicker({
  label = M.CHOOSE_FILE,
  value,
  onChange,
  error,
  previewHeight = 140,
  invalidTypeMessage = M.IMAGE_TYPES_ONLY,
}: ImagePickerProps) {
  const inputId = useId();
  const [rejected, setRejected] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!(value instanceof File)) {
      setPreview(value || null);
      return;
    }
    const url = URL.createObjectURL(value);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [value]);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const accepted = isAcceptedImage(file);
    setRejected(!accepted);
    if (accepted) onChange(file);
  };

  const message = rejected ? invalidTypeMessage : error;
  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
      {preview && (
        <Box
          component="img"
          src={preview}
          alt={M.IMAGE_PREVIEW}
          sx={{ height: previewHeight, maxWidth: '100%', objectFit: 'contain', borderRadius: 1, bgcolor: 'grey.100' }}
        />
      )}
      <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<AddPhotoAlternateIcon />}>
        {label}
        <input id={inputId} type="file" accept={ACCEPT} hidden onChange={pick} />
      </Button>
      {message && <FormHelperText error>{message}</FormHelperText>}
    </Box>
  );
}
