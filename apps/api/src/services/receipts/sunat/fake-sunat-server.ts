// The fake SUNAT as a process of its own, for the journeys (apps/web/e2e/playwright.config.ts starts it beside the
// app, whose SUNAT_BETA_URL points here): it accepts every receipt that passes SUNAT's checks for the account given.
// Test code only: the product never starts it.
import { startFakeSunat } from './fake-sunat.js';

const port = Number(process.env.FAKE_SUNAT_PORT ?? 4199);
const sunat = await startFakeSunat(
  {
    ruc: process.env.FAKE_SUNAT_RUC ?? '20100123453',
    solUser: process.env.FAKE_SUNAT_USER ?? 'MODDATOS',
    solPassword: process.env.FAKE_SUNAT_PASSWORD ?? 'moddatos',
  },
  port,
);
console.log(`fake SUNAT at ${sunat.url}`);
const stop = () => void sunat.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
