import { M, reconciliation } from '@edu/shared';
import { callerOf, defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { rematchEntity } from './rematch.js';
import { saveSettings, settingsOf } from './reconciliation.queries.js';
import { toSettingsOutput } from './settings-output.js';

// The admin's rules, saved; every pending order is matched again with them in the same transaction.
export const updateReconciliationSettings = defineHandler(
  reconciliation.updateReconciliationSettings,
  async (input, ctx) => {
    const entityId = entityOf(ctx);
    const tolerance = Number(input.tolerance).toFixed(2);
    await saveSettings(
      ctx.db,
      entityId,
      { tolerance, days_before: input.days_before, days_after: input.days_after },
      callerOf(ctx).id,
    );
    await rematchEntity(ctx.db, entityId);
    ctx.audit.recordId = entityId;
    return { settings: toSettingsOutput(await settingsOf(ctx.db, entityId)), message: M.RECONCILIATION_SAVED };
  },
);
