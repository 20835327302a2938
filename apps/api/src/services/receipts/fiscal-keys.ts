// What sending and signing need from the entity's fiscal settings, opened from their seals: the .pfx with its
// password, and the SOL login. A seal that does not open is said as a Spanish reason the staff can act on; the
// receipt waits until they fix it and send it again.
import { M } from '@edu/shared';
import { open } from '../../crypto/sealed.js';
import type { FiscalRow } from './fiscal.queries.js';
import { solAssociated } from './update-fiscal-settings.js';
import { certificateAssociated, certificatePasswordAssociated } from './upload-fiscal-certificate.js';

export class FiscalKeysProblem extends Error {}

export function certificateOf(key: Buffer, entityId: string, f: FiscalRow): { pfx: Buffer; password: string } {
  if (!f.certificate_sealed || !f.certificate_password_sealed)
    throw new FiscalKeysProblem(M.RECEIPT_SEND_PROBLEMS.certificate);
  try {
    return {
      pfx: Buffer.from(open(key, f.certificate_sealed, certificateAssociated(entityId)), 'base64'),
      password: open(key, f.certificate_password_sealed, certificatePasswordAssociated(entityId)),
    };
  } catch {
    throw new FiscalKeysProblem(M.RECEIPT_SEND_PROBLEMS.certificate);
  }
}

export function solLoginOf(key: Buffer, entityId: string, f: FiscalRow) {
  if (!f.ruc || !f.sol_user || !f.sol_password_sealed) throw new FiscalKeysProblem(M.RECEIPT_SEND_PROBLEMS.settings);
  try {
    return { ruc: f.ruc, solUser: f.sol_user, solPassword: open(key, f.sol_password_sealed, solAssociated(entityId)) };
  } catch {
    throw new FiscalKeysProblem(M.RECEIPT_SEND_PROBLEMS.settings);
  }
}
