import { M } from '@edu/shared';
import RefreshIcon from '@mui/icons-material/Refresh';
import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';

export interface SearchFieldProps {
  /** the placeholder, which is also the field's accessible name */
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}

/** A list's search box: small, with the magnifier, named by its placeholder (01 §2, reusable table behaviour). */
export function SearchField({ label, value, onChange, maxLength, fullWidth, sx }: SearchFieldProps) {
  return (
    <TextField
      size="small"
      type="search"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder={label}
      fullWidth={fullWidth}
      sx={sx}
      slotProps={{
        htmlInput: { 'aria-label': label, maxLength },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/** The lists' 'Actualizar' button. */
export function RefreshButton({ onClick }: { onClick: () => void }) {
  return (
    <Tooltip title={M.TABLE_REFRESH}>
      <IconButton aria-label={M.TABLE_REFRESH} onClick={onClick}>
        <RefreshIcon />
      </IconButton>
    </Tooltip>
  );
}
