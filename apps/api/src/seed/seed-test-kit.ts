// What the seed tests build on: the demo seeded into a test file's app the way a first start does it (seed.ts), one
// step after another in one transaction, and the demo entity's id.
import type { Services } from '../rpc/context.js';
import type { TestApp } from '../test/harness.js';

/** Runs each seed step in turn, in one transaction, each given the app's services on that transaction. */
export async function seedDemo(t: TestApp, steps: ((services: Services) => Promise<unknown>)[]): Promise<void> {
  await t.db.tx(async (tx) => {
    for (const step of steps) await step({ ...t.app.services, db: tx });
  });
}

/** The id of the demo entity of that name (Colegio Andino unless told). */
export async function demoEntityId(t: TestApp, name = 'Colegio Andino'): Promise<string> {
  const [{ id }] = await t.db.query<{ id: string }>(`SELECT id FROM entities WHERE entity_name = $1`, [name]);
  return id;
}
