import { AUDIT_PAGE_SIZE, audit } from '@edu/shared';
import { defineHandler } from '../../rpc/context.js';
import { type AuditDbRow, auditPage, auditTotal, peopleMatching } from './audit.queries.js';

const rowOf = (r: AuditDbRow) => ({
  _id: r.id,
  created_at: new Date(r.created_at).toISOString(),
  user: r.user_id ? { _id: r.user_id, name: r.name ?? '', lastname: r.lastname ?? '', email: r.email ?? '' } : null,
  entity: r.entity_id ? { _id: r.entity_id, name: r.entity_name ?? '' } : null,
  service: r.service,
  fname: r.fname,
  record_id: r.record_id,
  ip: r.ip,
  user_agent: r.user_agent,
});

// The audit trail: an admin's own entity (the dispatcher checked entity_id), the superadmin's one entity or, without
// entity_id, every entity. 25 a page after the keyset `after`.
export const getAuditLog = defineHandler(audit.getAuditLog, async (input, ctx) => {
  const people = input.person ? ((await peopleMatching(ctx.db, input.person)) ?? undefined) : undefined;
  const query = { entityId: ctx.entityId, person: input.person, people, service: input.service, fname: input.action, from: input.from, to: input.to };
  const rows = await auditPage(ctx.db, query, input.after, AUDIT_PAGE_SIZE + 1);
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  const { total, capped } = await auditTotal(ctx.db, query, ctx.services.counts.count);
  return {
    rows: page.map(rowOf),
    next: rows.length > AUDIT_PAGE_SIZE ? page[page.length - 1].id : null,
    total,
    capped,
  };
});
