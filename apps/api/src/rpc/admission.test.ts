// A signed-in call reads its session, the caller's roles in the entity and the entity's permissions in ONE statement
// before its handler runs (rpc/admission.queries.ts, decision 0043): counted here so it cannot silently grow back.
import { ALL_FNAMES, type FnameDef } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import type { Statement } from '../db/client.js';
import { useTestApp } from '../test/harness.js';
import { handlerFor } from './registry.js';

/** the most statements a signed-in call may make before its handler */
const MAX_BEFORE_HANDLER = 1;

const { t, as } = useTestApp(['adminA']);

const def = (name: string) => ALL_FNAMES.find((d) => d.name === name) as FnameDef;

/** the statements the call made before its handler ran, and its status */
async function statementsBeforeHandler(name: string, input: Record<string, unknown>) {
  const fname = def(name);
  const handler = handlerFor(fname);
  if (!handler) throw new Error(`no handler for ${name}`);
  const { db } = t.app.services;
  const query = db.query;
  const run = handler.run;
  let made = 0;
  let beforeHandler: number | null = null;
  db.query = <T>(text: string | Statement, params?: unknown[]) => {
    made++;
    return query.call(db, text, params) as Promise<T[]>;
  };
  handler.run = (i, ctx) => {
    beforeHandler ??= made;
    return run.call(handler, i, ctx);
  };
  try {
    const res = await t.callRaw(fname, input, as.adminA);
    return { status: res.status, beforeHandler };
  } finally {
    db.query = query;
    handler.run = run;
  }
}

describe('statements before a handler', () => {
  it('a list named by its entity: one', async () => {
    for (const [name, input] of [
      ['getUsersByEntity', { entity_id: t.fx.entityA, roles: ['estudiante'] }],
      ['getOrders', { entity_id: t.fx.entityA }],
      ['getMaterial_byEntity', { entity_id: t.fx.entityA }],
      ['getScheduleds', { entity_id: t.fx.entityA }],
    ] as const) {
      expect(await statementsBeforeHandler(name, input), name).toEqual({ status: 200, beforeHandler: MAX_BEFORE_HANDLER });
    }
  });

  it('a call named by a record (its entity looked up in the same statement): one', async () => {
    const res = await statementsBeforeHandler('getItems', { course: t.fx.programmes.A.module });
    expect(res).toEqual({ status: 200, beforeHandler: MAX_BEFORE_HANDLER });
  });

  it('a refusal is decided on that one statement too: another entity is 403 before any handler', async () => {
    const res = await statementsBeforeHandler('getOrders', { entity_id: t.fx.entityB });
    expect(res).toEqual({ status: 403, beforeHandler: null });
  });
});
