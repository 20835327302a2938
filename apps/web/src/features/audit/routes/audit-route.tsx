// 'Auditoría' (decision 0041): the admin's own entity, or for the superadmin every entity. Who changed what, when (Lima) and
// from where, filtered by person, kind of record and dates (docs/decisions/0041-audit-trail.md).
import { type AuditFilterValues, M } from '@edu/shared';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { PageTitle } from '../../../components/page-title';
import { AuditFilters } from '../components/audit-filters';
import { AuditTable } from '../components/audit-table';

export function AuditRoute({ entityId }: { entityId?: string }) {
  const [filters, setFilters] = useState<AuditFilterValues>({});
  return (
    <section>
      <PageTitle>{M.AUDIT_TITLE}</PageTitle>
      <Typography variant="body2" color="text.secondary" sx={{ mt: -2, mb: 2 }}>
        {M.AUDIT_SUBTITLE}
      </Typography>
      <AuditFilters onApply={setFilters} />
      <AuditTable entityId={entityId} filters={filters} />
    </section>
  );
}
