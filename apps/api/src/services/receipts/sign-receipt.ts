// A receipt is signed once, the first time it is needed (its first sending, or a download before it): the XML
// written from its frozen document, signed with the entity's certificate, and kept with its hash, which the PDF and
// the QR print. Accepting an order never signs; the signature comes after it.
import type { Db } from '../../db/client.js';
import { fiscalOf } from './fiscal.queries.js';
import { signingKeyOf } from './fiscal-keys.js';
import { lockReceiptForSigning, saveSigned } from './receipts.queries.js';
import { buildReceiptXml } from './ubl/build-receipt-xml.js';
import { signReceiptXml } from './ubl/sign-receipt-xml.js';

/** The signed XML and hash of the receipt, signing it now in its own transaction if it was not yet. */
export async function signedReceipt(db: Db, key: Buffer, receiptId: string, now: Date) {
  return db.tx(async (tx) => {
    const row = await lockReceiptForSigning(tx, receiptId);
    if (!row) throw new Error('receipt not found');
    if (row.xml && row.hash) return { xml: row.xml, hash: row.hash, document: row.document };
    const signing = signingKeyOf(key, row.entity_id, await fiscalOf(tx, row.entity_id), now);
    const signed = signReceiptXml(buildReceiptXml(row.document), signing);
    await saveSigned(tx, receiptId, signed.xml, signed.digestValue);
    return { xml: signed.xml, hash: signed.digestValue, document: row.document };
  });
}
