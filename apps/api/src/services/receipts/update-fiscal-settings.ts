import { M, receipts } from '@edu/shared';
import { seal } from '../../crypto/sealed.js';
import { validation } from '../../errors.js';
import { callerOf, defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { missingOf, toFiscalOutput } from './fiscal-output.js';
import { type FiscalRow, fiscalOf, lowestNextOf, saveFiscal, setNextNumber, type TypeCode } from './fiscal.queries.js';

/** the SOL password is sealed to its entity: a value copied onto another entity's row does not open */
export const solAssociated = (entityId: string) => `fiscal:${entityId}:sol`;

// Saved as the form says; a blank SOL password keeps the saved one. Issuing switches on only when nothing it needs is
// missing, and a series' next number may not go back to a number it already issued (SUNAT refuses a repeat).
export const updateFiscalSettings = defineHandler(receipts.updateFiscalSettings, async (input, ctx) => {
  const entityId = entityOf(ctx);
  const key = ctx.services.secrets.encryptionKey;
  const saved = await fiscalOf(ctx.db, entityId, { lock: true });
  const next: FiscalRow = {
    ...saved,
    ruc: input.ruc,
    legal_name: input.legal_name,
    trade_name: input.trade_name,
    address: input.address,
    ubigeo: input.ubigeo,
    establishment_code: input.establishment_code,
    boleta_series: input.boleta_series,
    factura_series: input.factura_series,
    default_treatment: input.default_treatment,
    destination: input.destination,
    ose_url: input.ose_url,
    sol_user: input.sol_user,
    sol_password_sealed: input.sol_password
      ? seal(key, input.sol_password, solAssociated(entityId))
      : saved.sol_password_sealed,
    is_enabled: input.is_enabled,
  };
  const missing = missingOf(next);
  if (next.is_enabled && missing.length)
    throw validation(M.fiscalMissing(missing), { is_enabled: M.fiscalMissing(missing) });
  const series: [TypeCode, string, number, 'boleta_next' | 'factura_next'][] = [
    ['03', next.boleta_series, input.boleta_next, 'boleta_next'],
    ['01', next.factura_series, input.factura_next, 'factura_next'],
  ];
  for (const [code, name, wanted, field] of series) {
    const lowest = await lowestNextOf(ctx.db, entityId, code, name);
    if (wanted < lowest) throw validation(M.receiptNextTooLow(lowest), { [field]: M.receiptNextTooLow(lowest) });
  }
  await saveFiscal(ctx.db, entityId, next, callerOf(ctx).id);
  for (const [code, name, wanted] of series) await setNextNumber(ctx.db, entityId, code, name, wanted);
  ctx.audit.recordId = entityId;
  return { settings: await toFiscalOutput(ctx.db, entityId, next), message: M.FISCAL_SAVED };
});
