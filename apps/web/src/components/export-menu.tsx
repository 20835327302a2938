import { type ExportFormat, type FnameDef, type Input, M } from '@edu/shared';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { toast } from 'react-toastify';
import { downloadFile, reasonOf } from '../lib/api';

interface ExportMenuProps<F extends FnameDef> {
  /** the list's export fname (decision 0040) */
  def: F;
  /** the list's filters as the screen shows them; the format is the menu's */
  input: Omit<Input<F>, 'format'>;
  /** the button's text (default 'Exportar') */
  label?: string;
}

const FORMATS: readonly [ExportFormat, string][] = [
  ['csv', M.EXPORT_CSV],
  ['xlsx', M.EXPORT_XLSX],
];

/** 'Exportar' with its menu CSV / Excel: every row the list's filters match, as a file. */
export function ExportMenu<F extends FnameDef>({ def, input, label = M.EXPORT_BUTTON }: ExportMenuProps<F>) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [isBusy, setBusy] = useState(false);
  const menuId = useId();
  const pick = async (format: ExportFormat) => {
    setAnchor(null);
    setBusy(true);
    try {
      await downloadFile(def, { ...input, format } as Input<F>);
    } catch (error) {
      toast.error(reasonOf(error, M.EXPORT_FAILED));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FileDownloadIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        disabled={isBusy}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {label}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {FORMATS.map(([format, label]) => (
          <MenuItem key={format} onClick={() => pick(format)}>
            {label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
