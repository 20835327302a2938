import { M, MATCH_STATES, type MatchState } from '@edu/shared';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

// a value of its own: an empty one would draw the label over 'Todas'
const ALL = 'all';

/** 'Conciliación': Todas, or the orders of one match state (decision 0062). */
export function MatchFilter({
  value,
  onChange,
}: {
  value: MatchState | '';
  onChange: (value: MatchState | '') => void;
}) {
  return (
    <TextField
      id="orders-match-state"
      select
      size="small"
      label={M.MATCH_FILTER_LABEL}
      value={value || ALL}
      onChange={(e) => onChange(e.target.value === ALL ? '' : (e.target.value as MatchState))}
      sx={{ minWidth: 180 }}
    >
      <MenuItem value={ALL}>{M.MATCH_FILTER_ALL}</MenuItem>
      {MATCH_STATES.map((state) => (
        <MenuItem key={state} value={state}>
          {M.MATCH_STATE_LABELS[state]}
        </MenuItem>
      ))}
    </TextField>
  );
}
