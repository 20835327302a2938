import {
  M,
  STATEMENT_DATE_FORMATS,
  STATEMENT_DECIMALS,
  STATEMENT_ENCODINGS,
  STATEMENTS,
  type StatementMappingValues,
} from '@edu/shared';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

type ColumnField = 'date_column' | 'description_column' | 'operation_column' | 'amount_column' | 'balance_column';
const COLUMNS: readonly [ColumnField, string, boolean][] = [
  ['date_column', M.STATEMENT_COLUMN_LABELS.date, true],
  ['description_column', M.STATEMENT_COLUMN_LABELS.description, false],
  ['operation_column', M.STATEMENT_COLUMN_LABELS.operation, false],
  ['amount_column', M.STATEMENT_COLUMN_LABELS.amount, true],
  ['balance_column', M.STATEMENT_COLUMN_LABELS.balance, false],
];
const L = M.STATEMENT_FIELD_LABELS;
const NONE = '';

interface MappingFormProps {
  /** the header row's cells as the last preview read them */
  headers: readonly string[];
  value: StatementMappingValues;
  onChange: (value: StatementMappingValues) => void;
  disabled?: boolean;
}

/** 'Columnas del extracto': which header holds each datum, the decimal separator, the date format, the header row. */
export function MappingForm({ headers, value, onChange, disabled }: MappingFormProps) {
  const set = <K extends keyof StatementMappingValues>(key: K, v: StatementMappingValues[K]) =>
    onChange({ ...value, [key]: v });
  // an optional column's input type is the form's text (a multipart field), unknown to TypeScript
  const columnOf = (field: ColumnField) => value[field] as string | undefined;
  const named = [...new Set(headers.filter((h) => h.trim()))];
  const optionsFor = (current: string | undefined) =>
    current && !named.includes(current) ? [...named, current] : named;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }} disabled={disabled}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
        {M.STATEMENT_MAPPING_TITLE}
      </Typography>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } }}
      >
        {COLUMNS.map(([field, label, isRequired]) => (
          <TextField
            key={field}
            id={`statement-${field}`}
            select
            size="small"
            label={label}
            required={isRequired}
            value={columnOf(field) ?? NONE}
            onChange={(e) => set(field, e.target.value === NONE ? undefined : e.target.value)}
          >
            {!isRequired && <MenuItem value={NONE}>{M.STATEMENT_NO_COLUMN}</MenuItem>}
            {optionsFor(columnOf(field)).map((h) => (
              <MenuItem key={h} value={h}>
                {h}
              </MenuItem>
            ))}
          </TextField>
        ))}
        <TextField
          id="statement-decimal"
          select
          size="small"
          label={L.decimal}
          value={value.decimal}
          onChange={(e) => set('decimal', e.target.value as StatementMappingValues['decimal'])}
        >
          {STATEMENT_DECIMALS.map((d) => (
            <MenuItem key={d} value={d}>
              {M.STATEMENT_DECIMAL_LABELS[d]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          id="statement-date-format"
          select
          size="small"
          label={L.dateFormat}
          value={value.date_format}
          onChange={(e) => set('date_format', e.target.value as StatementMappingValues['date_format'])}
        >
          {STATEMENT_DATE_FORMATS.map((f) => (
            <MenuItem key={f} value={f}>
              {M.STATEMENT_DATE_FORMAT_LABELS[f]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          id="statement-header-row"
          type="number"
          size="small"
          label={L.headerRow}
          value={value.header_row}
          slotProps={{ htmlInput: { min: 1, max: STATEMENTS.headerRowMax } }}
          onChange={(e) => set('header_row', Number(e.target.value) || 1)}
        />
        <TextField
          id="statement-encoding"
          select
          size="small"
          label={L.encoding}
          value={value.encoding}
          onChange={(e) => set('encoding', e.target.value as StatementMappingValues['encoding'])}
        >
          {STATEMENT_ENCODINGS.map((enc) => (
            <MenuItem key={enc} value={enc}>
              {M.STATEMENT_ENCODING_LABELS[enc]}
            </MenuItem>
          ))}
        </TextField>
      </Box>
    </Box>
  );
}
