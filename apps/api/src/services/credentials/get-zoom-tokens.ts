import { credentials } from '@edu/shared';
import { pageWindow, paginationOf } from '../../db/pagination.js';
import { defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { assertCredentialTypeOpen } from './credential-access.js';
import { toCredentialOutput } from './credential-output.js';
import { listCredentials } from './credentials.queries.js';

// One tab of 'Lista de Credenciales' (02 §2.9), every token masked.
export const getZoomTokens = defineHandler(credentials.getZoomTokens, async (input, ctx) => {
  const entityId = entityOf(ctx);
  await assertCredentialTypeOpen(ctx, entityId, input.type);
  const { limit, offset } = pageWindow(input.page, input.docs);
  const { rows, total } = await listCredentials(ctx.db, entityId, input.type, input.descendant, limit, offset);
  const key = ctx.services.secrets.encryptionKey;
  return {
    zoomToken: rows.map((row) => toCredentialOutput(row, key, ctx.log)),
    pagination: paginationOf(input.page, input.docs, total, rows.length),
  };
});
