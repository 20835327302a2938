import { receipts } from '@edu/shared';
import { defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { toFiscalOutput } from './fiscal-output.js';
import { fiscalOf, programmesOf } from './fiscal.queries.js';

// 'Facturación electrónica': the settings (secrets only masked) and the treatment of each programme.
export const getFiscalSettings = defineHandler(receipts.getFiscalSettings, async (_input, ctx) => {
  const entityId = entityOf(ctx);
  const settings = await toFiscalOutput(ctx.db, entityId, await fiscalOf(ctx.db, entityId));
  const programmes = (await programmesOf(ctx.db, entityId)).map((p) => ({
    _id: p.id,
    name: p.name,
    tax_treatment: p.tax_treatment,
  }));
  return { settings, programmes };
});
