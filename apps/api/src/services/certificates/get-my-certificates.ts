import { certificates } from '@edu/shared';
import { callerOf, defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { verifyUrlOf } from './certificate-output.js';
import { myCertificates } from './my-certificates.queries.js';

// /aula/certificados (04 §2.2): the caller's certificates in the entity, each with a fresh short-lived signed link to
// its PDF (as getCertificateByUser gives the staff) and its public verification page.
export const getMyCertificates = defineHandler(certificates.getMyCertificates, async (_input, ctx) => {
  const rows = await myCertificates(ctx.db, entityOf(ctx), callerOf(ctx).id);
  const { storage, config } = ctx.services;
  return {
    certificates: rows.map((r) => ({
      scheduled_id: r.scheduled_id,
      course_name: r.course_name,
      start_date: r.start_date,
      end_date: r.end_date,
      issued_at: new Date(r.issued_at).toISOString(),
      code: r.code,
      url: storage.urlOf(r.file_key),
      verify_url: verifyUrlOf(config.publicUrl, r.code),
    })),
  };
});
