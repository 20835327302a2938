import TextField from '@mui/material/TextField';

export interface DateRange {
  from: string;
  to: string;
}

/**
 * The 'Desde' and 'Hasta' of a list filtered by Lima days ('YYYY-MM-DD', the browser's date picker). A problem with
 * the range is told under 'Hasta', where the person fixes it.
 */
export function DateRangeFields({
  idPrefix,
  labels,
  value,
  onChange,
  problem = null,
}: {
  idPrefix: string;
  labels: { from: string; to: string };
  value: DateRange;
  onChange: (patch: Partial<DateRange>) => void;
  problem?: string | null;
}) {
  return (
    <>
      <TextField
        id={`${idPrefix}-from`}
        type="date"
        size="small"
        label={labels.from}
        value={value.from}
        onChange={(e) => onChange({ from: e.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        id={`${idPrefix}-to`}
        type="date"
        size="small"
        label={labels.to}
        value={value.to}
        onChange={(e) => onChange({ to: e.target.value })}
        error={Boolean(problem)}
        helperText={problem}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </>
  );
}
