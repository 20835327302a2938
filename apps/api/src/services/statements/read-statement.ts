// The uploaded statement read in a parse thread (docs/decisions/0046-files-that-expand.md) and then forgotten: the
// file went through the upload path (size limit, the caller admitted before a byte is stored), is read back whole
// (at most STATEMENTS.maxBytes) and removed once the call ends, whatever its answer.
import { M, type StatementMapping } from '@edu/shared';
import { notFound, validation } from '../../errors.js';
import { readUploadOnce } from '../../files/read-upload.js';
import type { Ctx } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { parseOffLoop } from '../../workers/pool.js';
import { accountOfEntity, mappingOf } from './statements.queries.js';

/** The account of the call, the entity's or 404. */
export async function checkedAccount(ctx: Ctx, accountId: string) {
  const account = await accountOfEntity(ctx.db, entityOf(ctx), accountId);
  if (!account) throw notFound();
  return account.id;
}

/** The call's file read through the mapping given, else the account's saved one, else one guessed from its headers. */
export async function readStatement(ctx: Ctx, input: { payment_account_id: string; mapping?: StatementMapping }) {
  const accountId = await checkedAccount(ctx, input.payment_account_id);
  const { bytes, name } = await readUploadOnce(ctx, 'file', M.STATEMENT_FILE_REQUIRED, M.STATEMENT_UNREADABLE);
  const saved = input.mapping ? null : await mappingOf(ctx.db, entityOf(ctx), accountId);
  const chosen = input.mapping
    ? { mapping: input.mapping, from: 'given' as const }
    : saved
      ? { mapping: saved, from: 'saved' as const }
      : null;
  const read = await parseOffLoop('statementLines', { bytes, chosen });
  return { accountId, fileName: name, read };
}
