import { credentials, M } from '@edu/shared';
import { mask, seal } from '../../crypto/sealed.js';
import { notFound, validation } from '../../errors.js';
import { defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { assertCredentialTypeOpen } from './credential-access.js';
import { plainToken, toCredentialOutput } from './credential-output.js';
import { credentialTaken } from './credential-taken.js';
import { credentialOfEntity, updateCredentialRow } from './credentials.queries.js';

// The edit form cannot show the token (it is never sent back): left out, or sent back as the masked value the list
// showed, it stays as it is. A new token is sealed again with a fresh IV. The type (tab) never changes.
export const updateZoomToken = defineHandler(credentials.updateZoomToken, async (input, ctx) => {
  const entityId = entityOf(ctx);
  const current = await credentialOfEntity(ctx.db, entityId, input.zoom_token_id);
  if (!current) throw notFound();
  await assertCredentialTypeOpen(ctx, entityId, current.type);
  const service = input.service ?? current.service;
  if (!credentials.servicesOf(current.type).includes(service)) {
    throw validation(M.CREDENTIAL_SERVICE_INVALID, { service: M.CREDENTIAL_SERVICE_INVALID });
  }
  const key = ctx.services.secrets.encryptionKey;
  const shown = mask(plainToken(current, key, ctx.log));
  const changesToken = input.token !== undefined && input.token !== shown;
  await updateCredentialRow(ctx.db, current.id, {
    service,
    email: input.email ?? current.email,
    tokenSealed: changesToken ? seal(key, input.token as string, current.id) : current.token_sealed,
  }).catch(credentialTaken);
  ctx.audit.recordId = current.id;
  return { zoomToken: toCredentialOutput(await credentialOfEntity(ctx.db, entityId, current.id), key, ctx.log) };
});
