import { M, receipts } from '@edu/shared';
import { notFound } from '../../errors.js';
import { defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { setProgrammeTreatment } from './fiscal.queries.js';

// A programme's lines are gravado, exonerado or inafecto; 'default' gives it back the entity's treatment. Receipts
// already issued keep the treatment they were issued with.
export const updateProgrammeTreatment = defineHandler(receipts.updateProgrammeTreatment, async (input, ctx) => {
  const treatment = input.tax_treatment === 'default' ? null : input.tax_treatment;
  const row = await setProgrammeTreatment(ctx.db, entityOf(ctx), input.course_id, treatment);
  if (!row) throw notFound();
  ctx.audit.recordId = row.id;
  return {
    programme: { _id: row.id, name: row.name, tax_treatment: row.tax_treatment },
    message: M.FISCAL_TREATMENT_SAVED,
  };
});
