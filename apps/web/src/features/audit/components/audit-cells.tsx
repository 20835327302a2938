// The cells of an audit row: who, what, from where. Every text is the row's own or a named Spanish constant.
import { type AuditRow, M } from '@edu/shared';
import Typography from '@mui/material/Typography';

const Secondary = ({ children, title }: { children: string; title?: string }) => (
  <Typography variant="caption" component="div" color="text.secondary" title={title} sx={{ wordBreak: 'break-all' }}>
    {children}
  </Typography>
);

export function PersonCell({ row }: { row: AuditRow }) {
  if (!row.user) return <>{M.AUDIT_NO_PERSON}</>;
  return (
    <>
      <div>{`${row.user.name} ${row.user.lastname}`.trim()}</div>
      <Secondary>{row.user.email}</Secondary>
    </>
  );
}

export function ActionCell({ row }: { row: AuditRow }) {
  return (
    <>
      <div>{M.AUDIT_FNAME_LABELS[row.fname] ?? row.fname}</div>
      <Secondary>{`${row.service}.${row.fname}`}</Secondary>
    </>
  );
}

const AGENT_SHOWN = 48;

export function OriginCell({ row }: { row: AuditRow }) {
  if (!row.ip) return <>{M.AUDIT_NO_ORIGIN}</>;
  const agent = row.user_agent ?? '';
  return (
    <>
      <div>{row.ip}</div>
      {agent && <Secondary title={agent}>{agent.length > AGENT_SHOWN ? `${agent.slice(0, AGENT_SHOWN)}…` : agent}</Secondary>}
    </>
  );
}
