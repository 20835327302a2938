import { STATEMENTS, statements } from '@edu/shared';
import { defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { readStatement } from './read-statement.js';
import { storedKeys } from './statements.queries.js';

// The statement as the mapping reads it, line by line with each problem, and how many lines are already stored.
// Keeps nothing: not the file, not the mapping (importStatement saves the one it is given).
export const previewStatement = defineHandler(statements.previewStatement, async (input, ctx) => {
  const { accountId, read } = await readStatement(ctx, input);
  const keys = read.lines.flatMap((l) => (l.key ? [l.key] : []));
  const already = keys.length ? await storedKeys(ctx.db, entityOf(ctx), accountId, keys) : 0;
  return {
    headers: read.headers,
    mapping: read.mapping,
    mapping_from: read.mapping_from,
    mapping_problem: read.mapping_problem,
    lines: read.lines.slice(0, STATEMENTS.previewLines).map(({ key: _key, ...line }) => line),
    total: read.lines.length,
    errors: read.lines.filter((l) => l.problem).length,
    already,
  };
});
