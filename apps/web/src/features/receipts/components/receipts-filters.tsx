import { M, RECEIPT_KINDS, RECEIPT_STATES, type ReceiptKind, type ReceiptState } from '@edu/shared';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DateRangeFields } from '../../../components/date-range-fields';
import { SearchField } from '../../../components/search-field';

const L = M.RECEIPT_FILTERS;
const C = M.RECEIPT_COLUMNS;
// a value of its own: an empty one would draw the label over 'Todos'
const ALL = 'all';

export interface ReceiptFilters {
  state: ReceiptState | '';
  kind: ReceiptKind | '';
  from: string;
  to: string;
  search: string;
}
export const NO_FILTERS: ReceiptFilters = { state: '', kind: '', from: '', to: '', search: '' };

function Choice<T extends string>(props: {
  id: string;
  label: string;
  value: T | '';
  options: readonly T[];
  labels: Record<T, string>;
  onChange: (value: T | '') => void;
}) {
  return (
    <TextField
      id={props.id}
      select
      size="small"
      label={props.label}
      value={props.value || ALL}
      onChange={(e) => props.onChange(e.target.value === ALL ? '' : (e.target.value as T))}
      sx={{ minWidth: 180 }}
    >
      <MenuItem value={ALL}>{L.all}</MenuItem>
      {props.options.map((option) => (
        <MenuItem key={option} value={option}>
          {props.labels[option]}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The list's filters: SUNAT state, kind, Lima days of issue and a search (serie-número, the buyer's name or document). */
export function ReceiptsFilters({
  value,
  onChange,
  rangeProblem,
}: {
  value: ReceiptFilters;
  onChange: (patch: Partial<ReceiptFilters>) => void;
  rangeProblem: string | null;
}) {
  return (
    <>
      <Choice
        id="receipts-state"
        label={C.state}
        value={value.state}
        options={RECEIPT_STATES}
        labels={M.RECEIPT_STATE_LABELS}
        onChange={(state) => onChange({ state })}
      />
      <Choice
        id="receipts-kind"
        label={C.kind}
        value={value.kind}
        options={RECEIPT_KINDS}
        labels={M.RECEIPT_KIND_LABELS}
        onChange={(kind) => onChange({ kind })}
      />
      <DateRangeFields idPrefix="receipts" labels={L} value={value} onChange={onChange} problem={rangeProblem} />
      <SearchField label={L.search} value={value.search} onChange={(search) => onChange({ search })} maxLength={100} />
    </>
  );
}
