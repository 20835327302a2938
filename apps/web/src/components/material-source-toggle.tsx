import { M } from '@edu/shared';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

interface MaterialSourceToggleProps {
  isLink: boolean;
  onChange: (source: 'file' | 'url') => void;
}

/** Archivo / Enlace: a class material is either an uploaded file or a link (02 §5). */
export function MaterialSourceToggle({ isLink, onChange }: MaterialSourceToggleProps) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={isLink ? 'url' : 'file'}
      onChange={(_event, value: 'file' | 'url' | null) => value && onChange(value)}
    >
      <ToggleButton value="file">{M.MATERIAL_SOURCE_FILE}</ToggleButton>
      <ToggleButton value="url">{M.MATERIAL_SOURCE_URL}</ToggleButton>
    </ToggleButtonGroup>
  );
}
