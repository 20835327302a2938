import { M, receipts } from '@edu/shared';
import { seal } from '../../crypto/sealed.js';
import { validation } from '../../errors.js';
import { readUploadOnce } from '../../files/read-upload.js';
import { callerOf, defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { toFiscalOutput } from './fiscal-output.js';
import { fiscalOf, saveFiscal } from './fiscal.queries.js';
import { PfxError, readPfx } from './ubl/read-certificate.js';

/** the certificate and its password are sealed to their entity (crypto/sealed.ts) */
export const certificateAssociated = (entityId: string) => `fiscal:${entityId}:certificate`;
export const certificatePasswordAssociated = (entityId: string) => `fiscal:${entityId}:certificate-password`;

// The .pfx is opened with its password and checked (a private RSA key, a certificate in force) before anything is
// kept; then it is sealed as it came, with its password, and only its subject and expiry stay readable. The uploaded
// file itself is removed when the call ends, whatever its answer.
export const uploadFiscalCertificate = defineHandler(receipts.uploadFiscalCertificate, async (input, ctx) => {
  const entityId = entityOf(ctx);
  const { bytes: pfx } = await readUploadOnce(ctx, 'certificate', M.CERTIFICATE_REQUIRED);
  let read: Awaited<ReturnType<typeof readPfx>>;
  try {
    read = await readPfx(pfx, input.certificate_password, ctx.services.clock.now());
  } catch (e) {
    if (!(e instanceof PfxError)) throw e;
    const message = M.CERTIFICATE_PROBLEMS[e.code];
    const field = e.code === 'wrong_password' ? 'certificate_password' : 'certificate';
    throw validation(message, { [field]: message });
  }
  const key = ctx.services.secrets.encryptionKey;
  const saved = await fiscalOf(ctx.db, entityId, { lock: true });
  const next = {
    ...saved,
    certificate_sealed: seal(key, pfx.toString('base64'), certificateAssociated(entityId)),
    certificate_password_sealed: seal(key, input.certificate_password, certificatePasswordAssociated(entityId)),
    certificate_subject: read.subject,
    certificate_not_after: read.notAfter,
  };
  await saveFiscal(ctx.db, entityId, next, callerOf(ctx).id);
  ctx.audit.recordId = entityId;
  return { settings: await toFiscalOutput(ctx.db, entityId, next), message: M.FISCAL_CERTIFICATE_SAVED };
});
