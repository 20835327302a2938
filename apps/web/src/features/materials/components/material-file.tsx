import { M, MATERIAL_FILE_ACCEPT } from '@edu/shared';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import Button from '@mui/material/Button';
import { type ChangeEvent, useId, useState } from 'react';

/** The file a material form will upload, and why it is missing; choosing one clears the message. */
export function useMaterialFile() {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null;
    // the same file may be chosen again
    event.target.value = '';
    if (!picked) return;
    setFile(picked);
    setFileError(null);
  };
  return { file, setFile, fileError, setFileError, pick };
}

/** 'Elegir archivo': the material's file input behind an outlined button. */
export function ChooseMaterialFile({ onPick }: { onPick: (event: ChangeEvent<HTMLInputElement>) => void }) {
  const inputId = useId();
  return (
    <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<AttachFileIcon />}>
      {M.CHOOSE_FILE}
      <input id={inputId} type="file" accept={MATERIAL_FILE_ACCEPT} hidden onChange={onPick} />
    </Button>
  );
}
