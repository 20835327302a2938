import { courses } from '@edu/shared';
import { defineHandler } from '../../rpc/context.js';
import { entityOf, findInEntity } from '../../rpc/scoped.js';
import { deletePracticeRow } from './practices.queries.js';

export const deleteQualifiedPractice = defineHandler(courses.deleteQualifiedPractice, async (input, ctx) => {
  const { id } = await findInEntity<{ id: string }>(ctx.db, 'qualified_practices', input.qualified_practice, entityOf(ctx), 'id');
  await deletePracticeRow(ctx.db, id);
  ctx.audit.recordId = id;
  return { ok: true as const };
});
