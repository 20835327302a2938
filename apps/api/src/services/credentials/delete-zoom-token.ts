import { credentials } from '@edu/shared';
import { notFound } from '../../errors.js';
import { defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { assertCredentialTypeOpen } from './credential-access.js';
import { credentialOfEntity, deleteCredentialRow } from './credentials.queries.js';

export const deleteZoomToken = defineHandler(credentials.deleteZoomToken, async (input, ctx) => {
  const entityId = entityOf(ctx);
  const current = await credentialOfEntity(ctx.db, entityId, input.id);
  if (!current) throw notFound();
  await assertCredentialTypeOpen(ctx, entityId, current.type);
  await deleteCredentialRow(ctx.db, current.id);
  ctx.audit.recordId = current.id;
  return { ok: true as const };
});
