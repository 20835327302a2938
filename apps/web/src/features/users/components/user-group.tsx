import { M, PAGE_SIZES, type UserOutput } from '@edu/shared';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { ALL_ROWS, type Column, DataTable } from '../../../components/data-table';

const link = (href: string | null) =>
  href ? (
    <Link href={href} target="_blank" rel="noopener noreferrer">
      {M.OPEN_LINK}
    </Link>
  ) : (
    M.NO_VALUE
  );

/** 01 §2: the columns of an expanded group, after the user's name. */
const COLUMNS: readonly Column<UserOutput>[] = [
  { key: 'name', header: M.NAME_LABEL, render: (u) => `${u.name} ${u.lastname}`.trim() },
  { key: 'applied_for', header: M.COL_APPLIED_FOR },
  { key: 'cv_url', header: M.COL_CV, render: (u) => link(u.cv_url) },
  { key: 'phone', header: M.COL_PHONE },
  { key: 'dni', header: M.COL_DNI },
  { key: 'email', header: M.COL_EMAIL },
  { key: 'linkedin_url', header: M.COL_PROFILE_LINK, render: (u) => link(u.linkedin_url) },
];

/** One register state: a collapsible group with its count, and its users a page at a time. */
export function UserGroup({ title, users }: { title: string; users: readonly UserOutput[] }) {
  const id = useId();
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState<number>(PAGE_SIZES.tableOptions[0]);
  const pageSize = rowsPerPage === ALL_ROWS ? Math.max(users.length, 1) : rowsPerPage;
  const shown = Math.min(page, Math.max(0, Math.ceil(users.length / pageSize) - 1));
  return (
    <Accordion
      defaultExpanded
      disableGutters
      variant="outlined"
      slotProps={{ heading: { component: 'h2' }, region: { id: `${id}-content` } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`${id}-header`} aria-controls={`${id}-content`}>
        <Typography component="span" variant="subtitle1" sx={{ fontWeight: 600, mr: 1.5 }}>
          {title}
        </Typography>
        <Chip size="small" label={users.length} color="primary" />
      </AccordionSummary>
      <AccordionDetails sx={{ p: 0 }}>
        <DataTable
          columns={COLUMNS}
          rows={users.slice(shown * pageSize, (shown + 1) * pageSize)}
          rowKey={(u) => u._id}
          total={users.length}
          page={shown}
          rowsPerPage={rowsPerPage}
          allowAll
          onPageChange={setPage}
          onRowsPerPageChange={(value) => {
            setRowsPerPage(value);
            setPage(0);
          }}
        />
      </AccordionDetails>
    </Accordion>
  );
}
