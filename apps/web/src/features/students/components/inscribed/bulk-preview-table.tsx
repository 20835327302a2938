import { type BulkLine, M } from '@edu/shared';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const COLOURS = { new: 'success', existing: 'info', enrolled: 'default', error: 'error' } as const;

/** The preview of a bulk enrolment: each line of the file and what will happen to it. */
export function BulkPreviewTable({ lines }: { lines: readonly BulkLine[] }) {
  return (
    <TableContainer sx={{ maxHeight: 360 }}>
      <Table size="small" stickyHeader aria-label={M.BULK_PREVIEW}>
        <TableHead>
          <TableRow>
            <TableCell>{M.BULK_LINE}</TableCell>
            <TableCell>{M.COL_NAME}</TableCell>
            <TableCell>{M.COL_LASTNAME}</TableCell>
            <TableCell>{M.COL_EMAIL}</TableCell>
            <TableCell>{M.BULK_RESULT}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.line}>
              <TableCell>{line.line}</TableCell>
              <TableCell>{line.name}</TableCell>
              <TableCell>{line.lastname}</TableCell>
              <TableCell>{line.email}</TableCell>
              <TableCell>
                <Chip size="small" variant="outlined" color={COLOURS[line.kind]} label={M.BULK_LINE_LABELS[line.kind]} />{' '}
                {line.message}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
