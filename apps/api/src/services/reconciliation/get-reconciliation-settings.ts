import { reconciliation } from '@edu/shared';
import { defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { settingsOf } from './reconciliation.queries.js';
import { toSettingsOutput } from './settings-output.js';

// What the entity accepts as a match: its own rules once an admin saved them, else the product's defaults.
export const getReconciliationSettings = defineHandler(
  reconciliation.getReconciliationSettings,
  async (_input, ctx) => ({
    settings: toSettingsOutput(await settingsOf(ctx.db, entityOf(ctx))),
  }),
);
