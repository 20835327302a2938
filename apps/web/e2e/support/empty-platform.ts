// A second server of its own for the first-week journey: a fresh embedded database with no demo data, as
// a new institute installs it, on its own port and data folder, so that nothing of the demo platform is in sight.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { scaled } from './scale';

const repo = resolve(import.meta.dirname, '../../../..');
const run = promisify(execFile);

export interface EmptyPlatform {
  baseURL: string;
  dataDir: string;
  /** the link to choose the first superadmin's password, as `npm run superadmin` printed it */
  superadminLink: string;
  /** what the server printed so far (its start message) */
  output(): string;
  stop(): Promise<void>;
}

/**
 * `npm run superadmin -- <email>` on the brand-new data folder (which it migrates), then the server on it: never both at
 * once, since the embedded database has one process.
 */
export async function startEmptyPlatform(superadmin: {
  email: string;
  name: string;
  lastname: string;
}): Promise<EmptyPlatform> {
  const port = Number(process.env.E2E_PORT ?? 4173) + 97;
  const baseURL = `http://localhost:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'edu-e2e-empty-'));
  const { DATABASE_URL: _external, SMTP_URL: _smtp, ...inherited } = process.env;
  const env = {
    ...inherited,
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: baseURL,
    WEB_DIST: join(repo, 'apps/web/dist'),
    SEED_DEMO: 'never',
    RATE_LIMIT_PER_ADDRESS: '100000',
    RATE_LIMIT_PER_EMAIL: '1000',
    SIGNIN_DELAY_AFTER: '1000',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
  };
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', 'apps/api/src/cli/superadmin.ts', superadmin.email, superadmin.name, superadmin.lastname],
    { env, cwd: repo },
  );
  const superadminLink = /Enlace: (\S+)/.exec(stdout)?.[1];
  if (!superadminLink) throw new Error(`npm run superadmin printed no link: ${stdout}`);
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    env,
    cwd: repo,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  server.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const started = Date.now();
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the empty platform's server exited: ${output}`);
    const up = await fetch(`${baseURL}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() - started > scaled(120_000)) throw new Error(`the empty platform's server did not start: ${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseURL,
    dataDir,
    superadminLink,
    output: () => output,
    async stop() {
      if (server.exitCode === null) {
        const exited = new Promise((r) => server.once('exit', r));
        server.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
