import { certificates } from '@edu/shared';
import { notFound } from '../../errors.js';
import { defineHandler } from '../../rpc/context.js';
import { certificateIssuing } from '../grades/certificate-rule.js';
import { entityOf } from '../../rpc/scoped.js';
import { toStudentCertificateOutput } from './certificate-output.js';
import { certificateOf, mainScheduledOf } from './certificates.queries.js';

// Tab 'Certificado' (02 §2.11): whether the student has one, a fresh signed link to preview or download it, and when it
// may be issued (decision 0054).
export const getCertificateByUser = defineHandler(certificates.getCertificateByUser, async (input, ctx) => {
  const entityId = entityOf(ctx);
  const scheduled = await mainScheduledOf(ctx.db, entityId, input.scheduled);
  if (!scheduled) throw notFound();
  const row = await certificateOf(ctx.db, entityId, scheduled.id, input.user);
  return {
    ...toStudentCertificateOutput(row, ctx.services.storage, ctx.services.config.publicUrl),
    issuing: await certificateIssuing(ctx, scheduled.id, input.user),
  };
});
