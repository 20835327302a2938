import { useEntityId } from '../../../lib/session';
import { AuditRoute } from './audit-route';

/** The admin's 'Auditoría': the session's current entity only (the server refuses any other). */
export function EntityAuditRoute() {
  return <AuditRoute entityId={useEntityId()} />;
}

/** The superadmin's 'Auditoría': every entity. */
export function PlatformAuditRoute() {
  return <AuditRoute />;
}
