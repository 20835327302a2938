// A file of the call read back whole and forgotten when the call ends: what is read and then kept elsewhere, or not at
// all (a bank statement, 0061; the fiscal certificate, kept sealed in the database, 0063). The upload path already
// held it to its size limit; a failed call's files are removed by the upload ledger (storage/upload-ledger.ts).
import type { Readable } from 'node:stream';
import { validation } from '../errors.js';
import type { Ctx } from '../rpc/context.js';

async function bytesOf(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The call's file `field` (its bytes and the name it was sent with), or a validation error naming the field. */
export async function readUploadOnce(
  ctx: Ctx,
  field: string,
  missing: string,
  unreadable = missing,
): Promise<{ bytes: Buffer; name: string }> {
  const file = ctx.files[field]?.[0];
  if (!file) throw validation(missing, { [field]: missing });
  const { storage, uploads } = ctx.services;
  ctx.afterCommit(async () => {
    await storage.delete(file.key);
    await uploads.forget([file.key]);
  });
  const stored = await storage.driver.get(file.key);
  if (!stored) throw validation(unreadable, { [field]: unreadable });
  return { bytes: await bytesOf(stored.body), name: file.originalName };
}
