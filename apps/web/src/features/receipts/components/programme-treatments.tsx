import { M, type Output, type receipts, TAX_TREATMENTS } from '@edu/shared';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { type TreatmentChoice, useUpdateProgrammeTreatment } from '../api/update-programme-treatment';

type Programme = Output<typeof receipts.getFiscalSettings>['programmes'][number];

const F = M.FISCAL_LABELS;
const DEFAULT = 'default';
const CHOICES: readonly [TreatmentChoice, string][] = [
  [DEFAULT, M.TREATMENT_DEFAULT],
  ...TAX_TREATMENTS.map((t) => [t, M.TAX_TREATMENT_LABELS[t]] as [TreatmentChoice, string]),
];

/** Each programme's tax treatment: the entity's default, or its own (a school's tuition is not charged IGV). */
export function ProgrammeTreatments({ programmes }: { programmes: readonly Programme[] }) {
  const update = useUpdateProgrammeTreatment();
  return (
    <TableContainer>
      <Table size="small" aria-label={F.programmes}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ fontWeight: 600 }}>{F.programme}</TableCell>
            <TableCell sx={{ fontWeight: 600, width: 240 }}>{F.treatment}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {programmes.length === 0 && (
            <TableRow>
              <TableCell colSpan={2} align="center">
                {M.TABLE_EMPTY}
              </TableCell>
            </TableRow>
          )}
          {programmes.map((p) => (
            <TableRow key={p._id}>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{p.name}</TableCell>
              <TableCell>
                <Select
                  size="small"
                  fullWidth
                  value={p.tax_treatment ?? DEFAULT}
                  disabled={update.isPending}
                  onChange={(event) =>
                    update.mutate({ courseId: p._id, treatment: event.target.value as TreatmentChoice })
                  }
                  inputProps={{ 'aria-label': `${F.treatment}: ${p.name}` }}
                >
                  {CHOICES.map(([value, label]) => (
                    <MenuItem key={value} value={value}>
                      {label}
                    </MenuItem>
                  ))}
                </Select>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
