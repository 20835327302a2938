// The bench's receipts section (decision 0063): does issuing slow accepting? 200 orders are accepted one after the
// other by the counter, through the real server's HTTP calls, by an entity that does not issue receipts (the baseline,
// measured in the same run) and then by one that does, with its sender signing and sending each receipt to a SUNAT of
// our own on loopback while the accepts go on. Prints p50 and p99 of both and their ratio, and how long SUNAT took to
// have them all 'aceptado'. Needs no dataset: PGlite in a temporary folder (or DATABASE_URL's server).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_PREFIX, auth, orders } from '@edu/shared';
import { buildApp } from '../app.js';
import { loadConfig } from '../config/env.js';
import { openDb } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { pricedProgramme } from '../services/orders/orders-test-kit.js';
import { insertOrder } from '../services/orders/orders.queries.js';
import { FISCAL_FORM, issuing } from '../services/receipts/receipts-test-kit.js';
import { makeTestCertificate } from '../services/receipts/ubl/test-certificate.js';
import { createFixtures, PASSWORD } from '../test/fixtures.js';

export interface ReceiptsBench {
  accepts: number;
  without: { p50: number; p99: number };
  /** the receipts written, none sent meanwhile */
  issuingOnly: { p50: number; p99: number };
  with: { p50: number; p99: number; allAcceptedSeconds: number };
  ratioP99: number;
}

/**
 * The fake SUNAT in a process of its own, as the real one is on another machine: its checks (unzipping, parsing,
 * xmlsec1) must not share the server's event loop or take its cores, or the bench would charge them to accepting.
 */
async function startSunatProcess(): Promise<{ url: string; process: ChildProcess }> {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const url = `http://127.0.0.1:${port}/ol-ti-itcpfegem-beta/billService`;
  // at the lowest priority: on this machine's cores it stands for a service on another machine
  const fake = join(import.meta.dirname, '../services/receipts/sunat/fake-sunat-server.ts');
  const child = spawn('nice', ['-n', '19', 'npx', 'tsx', fake], {
    env: {
      ...process.env,
      FAKE_SUNAT_PORT: String(port),
      FAKE_SUNAT_RUC: FISCAL_FORM.ruc,
      FAKE_SUNAT_USER: FISCAL_FORM.sol_user,
      FAKE_SUNAT_PASSWORD: FISCAL_FORM.sol_password,
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 200; i++) {
    const ready = await fetch(`${url}?wsdl`).then((r) => r.ok, () => false);
    if (ready) return { url, process: child };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGTERM');
  throw new Error('the fake SUNAT did not start');
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;

export async function benchReceipts(accepts = 200): Promise<ReceiptsBench> {
  const dataDir = mkdtempSync(join(tmpdir(), 'edu-bench-receipts-'));
  const sunat = await startSunatProcess();
  const db = await openDb({ databaseUrl: process.env.DATABASE_URL, dataDir: join(dataDir, 'db') });
  await migrate(db);
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SUNAT_BETA_URL: sunat.url, RATE_LIMIT_PER_ADDRESS: '1000000' });
  const app = await buildApp({ config, db, logger: false, mailWorker: true });
  try {
    const fx = await createFixtures(db, app.services.secrets.encryptionKey);
    const t = { db, fx, app };
    const call = async (service: string, body: Record<string, unknown>, token?: string) => {
      const res = await app.inject({
        method: 'POST',
        url: `${API_PREFIX}/${service}`,
        payload: body,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      if (res.statusCode !== 200) throw new Error(`${String(body.fname)}: ${res.statusCode} ${res.body}`);
      return res.json();
    };
    const counter = (await call(auth.signin.service, { fname: 'signin', email: fx.users.counterA.email, password: PASSWORD })).token;
    const course = await pricedProgramme(t, 'A', { name: 'Bench', inscription: '50.00', course: '600.00', modules: [] });

    /** `n` students of entity A, each with a pending order of the programme */
    const placed = async (n: number, tag: string) => {
      const ids: string[] = [];
      for (let i = 0; i < n; i++) {
        const [{ id: userId }] = await db.query<{ id: string }>(
          `INSERT INTO users (email, rol, name, lastname, dni, document_type) VALUES ($1, 'user', 'Alumna', $2, '45678912', 'dni') RETURNING id`,
          [`bench-${tag}-${i}@test.pe`, `Bench ${i}`],
        );
        await db.query(`INSERT INTO memberships (entity_id, user_id, role_id) VALUES ($1, $2, 'estudiante')`, [fx.entityA, userId]);
        ids.push(await insertOrder(db, { entityId: fx.entityA, userId, scheduledIds: [course.main], vouchers: [] }));
      }
      return ids;
    };
    const acceptAll = async (ids: string[]) => {
      const ms: number[] = [];
      for (const id of ids) {
        const started = performance.now();
        await call(orders.activateOrders.service, { fname: orders.activateOrders.name, order_id: id }, counter);
        ms.push(performance.now() - started);
      }
      return ms.sort((a, b) => a - b);
    };

    // a few accepts first, so that neither run pays the first calls' warm-up
    await acceptAll(await placed(10, 'warm'));
    const without = await acceptAll(await placed(accepts, 'without'));
    await issuing(t, fx.entityA, makeTestCertificate());
    // issuing alone: the receipts written in the accepts' transactions, the sender paused
    await app.services.receiptSender.stop();
    const issuingOnly = await acceptAll(await placed(accepts, 'issuing'));
    app.services.receiptSender.start();
    // then with the sender at work meanwhile: those receipts and these go to SUNAT while the accepts go on
    const toAccept = await placed(accepts, 'with');
    const started = performance.now();
    const withIssuing = await acceptAll(toAccept);
    for (;;) {
      const [{ n }] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM receipts WHERE state = 'aceptado'`);
      if (n >= 2 * accepts) break;
      await app.services.receiptSender.flush();
      await new Promise((r) => setTimeout(r, 50));
    }
    const allAcceptedSeconds = (performance.now() - started) / 1000;
    const result: ReceiptsBench = {
      accepts,
      without: { p50: percentile(without, 50), p99: percentile(without, 99) },
      issuingOnly: { p50: percentile(issuingOnly, 50), p99: percentile(issuingOnly, 99) },
      with: { p50: percentile(withIssuing, 50), p99: percentile(withIssuing, 99), allAcceptedSeconds },
      ratioP99: percentile(withIssuing, 99) / percentile(without, 99),
    };
    printReceipts(result);
    return result;
  } finally {
    await app.close();
    sunat.process.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printReceipts(r: ReceiptsBench) {
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  console.log(`\nComprobantes electrónicos: ${r.accepts} órdenes aceptadas una tras otra`);
  console.log(`  sin emitir (línea base):  p50 ${ms(r.without.p50)}  p99 ${ms(r.without.p99)}`);
  console.log(`  emitiendo, sin enviar:    p50 ${ms(r.issuingOnly.p50)}  p99 ${ms(r.issuingOnly.p99)}`);
  console.log(`  emitiendo y enviando:     p50 ${ms(r.with.p50)}  p99 ${ms(r.with.p99)}`);
  console.log(`  p99 emitiendo / sin emitir: ${r.ratioP99.toFixed(2)}× (meta: ≤ 1.5×)`);
  console.log(`  los ${2 * r.accepts} comprobantes 'Aceptado' por SUNAT en ${r.with.allAcceptedSeconds.toFixed(1)} s`);
}
