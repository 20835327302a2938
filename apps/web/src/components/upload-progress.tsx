import { M } from '@edu/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useCallback, useRef, useState } from 'react';

/** The bar of an upload in progress (02 §4: percent and cancel). */
export function UploadProgress({ percent, onCancel }: { percent: number; onCancel: () => void }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <LinearProgress variant="determinate" value={percent} sx={{ flex: 1 }} aria-label={`${percent}%`} />
      <Typography variant="body2" sx={{ minWidth: 40 }}>
        {percent}%
      </Typography>
      <Button size="small" color="error" onClick={onCancel}>
        {M.UPLOAD_CANCEL}
      </Button>
    </Box>
  );
}

/**
 * State for one upload: pass `signal` and `onUploadProgress` to `call(def, input, {files, ...})`,
 * render <UploadProgress> while `percent` is not null, and wire its cancel to `cancel`.
 */
export function useUpload() {
  const controller = useRef<AbortController | null>(null);
  const [percent, setPercent] = useState<number | null>(null);

  const start = useCallback(() => {
    controller.current?.abort();
    controller.current = new AbortController();
    setPercent(0);
    return { signal: controller.current.signal, onUploadProgress: setPercent };
  }, []);
  const finish = useCallback(() => {
    controller.current = null;
    setPercent(null);
  }, []);
  const cancel = useCallback(() => {
    controller.current?.abort();
    finish();
  }, [finish]);

  return { percent, start, finish, cancel };
}
