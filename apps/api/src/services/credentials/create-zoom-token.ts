import { randomUUID } from 'node:crypto';
import { credentials } from '@edu/shared';
import { seal } from '../../crypto/sealed.js';
import { defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { assertCredentialTypeOpen } from './credential-access.js';
import { toCredentialOutput } from './credential-output.js';
import { credentialTaken } from './credential-taken.js';
import { credentialOfEntity, insertCredential } from './credentials.queries.js';

// The token is sealed before it reaches the database, bound to the row's id; even this answer shows it masked.
export const createZoomToken = defineHandler(credentials.createZoomToken, async (input, ctx) => {
  const entityId = entityOf(ctx);
  await assertCredentialTypeOpen(ctx, entityId, input.type);
  const id = randomUUID();
  const key = ctx.services.secrets.encryptionKey;
  await insertCredential(ctx.db, {
    id, entityId, type: input.type, service: input.service, email: input.email, tokenSealed: seal(key, input.token, id),
  }).catch(credentialTaken);
  ctx.audit.recordId = id;
  return { zoomToken: toCredentialOutput(await credentialOfEntity(ctx.db, entityId, id), key, ctx.log) };
});
