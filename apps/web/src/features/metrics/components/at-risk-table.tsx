import { type EntityDashboard, M } from '@edu/shared';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

const C = M.AT_RISK_COLUMNS;

/** Students whose final grade is below the entity's passing mark: how many, and the lowest ones. */
export function AtRiskTable({ risk, mark }: { risk: EntityDashboard['at_risk']; mark: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography component="h2" variant="h6" id="summary-at-risk">
        {M.CHART_TITLES.atRisk}
      </Typography>
      <Typography sx={{ mb: 1 }}>{M.atRiskSummary(risk.count, mark)}</Typography>
      {risk.students.length > 0 && (
        <Table size="small" aria-labelledby="summary-at-risk">
          <TableHead>
            <TableRow>
              <TableCell scope="col">{C.student}</TableCell>
              <TableCell scope="col">{C.course}</TableCell>
              <TableCell scope="col" align="right">
                {C.final}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {risk.students.map((s) => (
              <TableRow key={`${s._id}-${s.course}`}>
                <TableCell component="th" scope="row">
                  {`${s.name} ${s.lastname}`}
                </TableCell>
                <TableCell>{s.course}</TableCell>
                <TableCell align="right">{s.final}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}
