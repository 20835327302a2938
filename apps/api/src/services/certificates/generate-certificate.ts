import { certificates } from '@edu/shared';
import { defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { assertPassedForCertificate } from '../grades/certificate-rule.js';
import { toStudentCertificateOutput } from './certificate-output.js';
import { issueCertificate } from './issue-certificate.js';

// Tab 'Certificado' → generate (02 §2.11): the PDF of an enrolled student of a main scheduled course of the entity.
// Generating again replaces the PDF (the old file goes once the call has committed) and keeps the verification code.
// A second generation within a minute (a double click) answers the same certificate and leaves no audit line (0052).
// When the entity's certificates follow grades, a student who has not passed is refused (decision 0037).
export const generateCertificate = defineHandler(certificates.generateCertificate_2, async (input, ctx) => {
  const entityId = entityOf(ctx);
  await assertPassedForCertificate(ctx, input.scheduled_id, input.student_id);
  const { row, replacedKey, isRepeat } = await issueCertificate(ctx.db, ctx.services, {
    entityId,
    scheduledId: input.scheduled_id,
    userId: input.student_id,
  });
  if (replacedKey) ctx.afterCommit(() => ctx.services.storage.delete(replacedKey));
  ctx.audit.recordId = row.id;
  ctx.audit.unchanged = isRepeat;
  return toStudentCertificateOutput(row, ctx.services.storage, ctx.services.config.publicUrl);
});
