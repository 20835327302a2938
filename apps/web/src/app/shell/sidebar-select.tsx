import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

interface SidebarSelectProps {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}

/** A select drawn on a light box, readable on any sidebar colour. */
export function SidebarSelect({ label, value, options, onChange }: SidebarSelectProps) {
  return (
    <TextField
      select
      fullWidth
      size="small"
      variant="filled"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{
        '& .MuiFilledInput-root': { bgcolor: 'rgba(255,255,255,0.92)', '&:hover, &.Mui-focused': { bgcolor: '#fff' } },
      }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
