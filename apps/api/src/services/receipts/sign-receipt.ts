// A receipt is signed once, the first time it is needed (its first sending, or a download before it): the XML
// written from its frozen document, signed with the entity's certificate in a parse thread (workers/tasks.ts), and
// kept with its hash, which the PDF and the QR print. Accepting an order never signs; the signature comes after it.
import type { Db } from '../../db/client.js';
import { parseOffLoop } from '../../workers/pool.js';
import { certificateOf, FiscalKeysProblem } from './fiscal-keys.js';
import { fiscalOf } from './fiscal.queries.js';
import { lockReceiptForSigning, saveSigned } from './receipts.queries.js';
import { M } from '@edu/shared';

/** The signed XML and hash of the receipt, signing it now in its own transaction if it was not yet. */
export async function signedReceipt(db: Db, key: Buffer, receiptId: string, now: Date) {
  return db.tx(async (tx) => {
    const row = await lockReceiptForSigning(tx, receiptId);
    if (!row) throw new Error('receipt not found');
    if (row.xml && row.hash) return { xml: row.xml, hash: row.hash, document: row.document };
    const { pfx, password } = certificateOf(key, row.entity_id, await fiscalOf(tx, row.entity_id));
    const signed = await parseOffLoop('signedReceiptXml', {
      document: row.document,
      pfx,
      password,
      now: now.getTime(),
    });
    if (!signed.ok) throw new FiscalKeysProblem(M.RECEIPT_SEND_PROBLEMS.certificate);
    await saveSigned(tx, receiptId, signed.xml, signed.digestValue);
    return { xml: signed.xml, hash: signed.digestValue, document: row.document };
  });
}
