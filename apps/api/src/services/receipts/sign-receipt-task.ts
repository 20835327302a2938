// The signing of a receipt as the parse threads run it (workers/tasks.ts): the .pfx opened, the UBL written and
// signed. A certificate that cannot sign is answered, not thrown, so that its reason crosses the thread intact.
import { createHash } from 'node:crypto';
import type { ReceiptDocument } from './receipt-document.js';
import { buildReceiptXml } from './ubl/build-receipt-xml.js';
import { type PfxContents, PfxError, readPfx } from './ubl/read-certificate.js';
import { signReceiptXml } from './ubl/sign-receipt-xml.js';

export type SignedOffLoop = { ok: true; xml: string; digestValue: string } | { ok: false; problem: string };

/**
 * The certificates this thread opened, by the digest of the .pfx and its password: opening one (node-forge's key
 * derivation and decryption) costs more than the signature itself, and an entity signs with the same one for years.
 * Checked again for its validity at each signature.
 */
const opened = new Map<string, PfxContents>();
const OPENED_MAX = 64;

function openedPfx(pfx: Uint8Array, password: string, now: Date): PfxContents {
  const id = createHash('sha256').update(pfx).update('\0').update(password).digest('hex');
  const known = opened.get(id);
  if (known && now >= known.notBefore && now <= known.notAfter) return known;
  const read = readPfx(Buffer.from(pfx), password, now);
  if (opened.size >= OPENED_MAX) opened.delete(opened.keys().next().value as string);
  opened.set(id, read);
  return read;
}

export function signReceiptOffLoop(input: {
  document: ReceiptDocument;
  pfx: Uint8Array;
  password: string;
  now: number;
}): SignedOffLoop {
  try {
    const key = openedPfx(input.pfx, input.password, new Date(input.now));
    const signed = signReceiptXml(buildReceiptXml(input.document), key);
    return { ok: true, xml: signed.xml, digestValue: signed.digestValue };
  } catch (e) {
    if (e instanceof PfxError) return { ok: false, problem: e.code };
    throw e;
  }
}
