import { M, statements } from '@edu/shared';
import { validation } from '../../errors.js';
import { callerOf, defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { rematchEntity } from '../reconciliation/index.js';
import { readStatement } from './read-statement.js';
import type { KeyedLine } from './statement-lines.js';
import { insertImport, insertMovements, saveMapping } from './statements.queries.js';

// The statement's new movements stored in one short transaction with its import row, the mapping it was read with
// and the audit row; parsed before it opens (decision 0047). A line that cannot be read refuses the whole file. The
// entity's pending orders are matched again in the same transaction (decision 0062).
export const importStatement = defineHandler(
  statements.importStatement,
  async (input, ctx) => {
    const { accountId, fileName, read } = await readStatement(ctx, input);
    if (read.mapping_from === 'guessed')
      throw validation(M.STATEMENT_MAPPING_REQUIRED, { mapping: M.STATEMENT_MAPPING_REQUIRED });
    if (read.mapping_problem) throw validation(read.mapping_problem, { mapping: read.mapping_problem });
    const bad = read.lines.find((l) => l.problem);
    if (bad?.problem) {
      const message = M.statementLineError(bad.line, bad.problem);
      throw validation(message, { file: message });
    }
    const entityId = entityOf(ctx);
    const userId = callerOf(ctx).id;
    const lines = read.lines as (KeyedLine & { key: string })[];
    const { importId, added } = await ctx.commit(async (tx) => {
      if (read.mapping_from === 'given') await saveMapping(tx, entityId, accountId, read.mapping, userId);
      const id = await insertImport(tx, { entityId, accountId, userId, fileName, read: lines.length });
      ctx.audit.recordId = id;
      const added = await insertMovements(tx, entityId, accountId, id, lines);
      // the pending orders matched again against what the statement brought, in its transaction (decision 0062)
      if (added) await rematchEntity(tx, entityId);
      return { importId: id, added };
    });
    const already = lines.length - added;
    return { import_id: importId, read: lines.length, added, already, message: M.statementImported(added, already) };
  },
  { ownTransactions: true },
);
