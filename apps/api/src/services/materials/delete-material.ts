import { materials } from '@edu/shared';
import { notFound } from '../../errors.js';
import { defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { deleteMaterialRow, materialOfEntity } from './materials.queries.js';

// The row goes in the call's transaction; its file only once that has committed, so a failed deletion never leaves a
// row pointing at a missing file (an orphan file is harmless, a dangling row is not).
export const deleteMaterial = defineHandler(materials.deleteMaterial, async (input, ctx) => {
  const current = await materialOfEntity(ctx.db, entityOf(ctx), input.material_id);
  if (!current) throw notFound();
  await deleteMaterialRow(ctx.db, current.id);
  const key = current.file_key;
  if (key) ctx.afterCommit(() => ctx.services.storage.delete(key));
  ctx.audit.recordId = current.id;
  return { ok: true as const };
});
