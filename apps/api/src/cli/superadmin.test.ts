import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { API_PREFIX, auth } from '@edu/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config/env.js';
import { openDb } from '../db/client.js';

const run = promisify(execFile);
const dataDir = mkdtempSync(join(tmpdir(), 'edu-superadmin-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const repo = join(__dirname, '../../../..');
const { DATABASE_URL: _unused, SMTP_URL: _noSmtp, ...inherited } = process.env;
const env = { ...inherited, DATA_DIR: dataDir, PUBLIC_URL: 'https://plataforma.example.pe', NODE_ENV: 'development' };
type Run = { stdout: string; stderr: string; code?: number };
const superadmin = (...args: string[]): Promise<Run> =>
  run(process.execPath, ['--import', 'tsx', 'apps/api/src/cli/superadmin.ts', ...args], { env, cwd: repo }).catch(
    (e: Run) => e,
  );

// A platform installed without demo data (SEED_DEMO=never, or a DATABASE_URL) has no account at all: this command
// makes its first superadmin, who chooses a password from the mailed link and signs in (decision 0055).
describe('npm run superadmin -- <correo>', () => {
  it('makes a superadmin with a mailed link to choose the password, who can then sign in as superadmin', async () => {
    const made = await superadmin('Directora@MiInstituto.pe', 'Rosa', 'Ccori');
    expect(made.stdout).toContain(
      'Superadministrador creado: directora@miinstituto.pe. Se le envió un enlace para elegir su contraseña (válido 14 días).',
    );
    const link = /Enlace: (\S+)/.exec(made.stdout)?.[1] ?? '';
    expect(link).toMatch(/^https:\/\/plataforma\.example\.pe\/auth\/recover-password\/\S+$/);
    // the mail went through the mail interface (no SMTP_URL: an .eml file in DATA_DIR/outbox) with the same link
    const eml = readdirSync(join(dataDir, 'outbox')).filter((f) => f.endsWith('.eml'));
    expect(eml).toHaveLength(1);
    const mail = readFileSync(join(dataDir, 'outbox', eml[0]), 'utf8').replace(/=\r?\n/g, '');
    expect(mail).toContain('Acceso de superadministrador a la plataforma');
    expect(mail).toContain(link.split('/').pop());

    // the link works like any recovery link, and the account signs in as the platform's superadmin
    const db = await openDb({ dataDir });
    const app = await buildApp({
      config: loadConfig({ ...env, NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
      db,
      logger: false,
    });
    try {
      const token = link.split('/').pop() ?? '';
      const call = async (def: { service: string; path?: string; name: string }, input: object, bearer?: string) => {
        const res = await app.inject({
          method: 'POST',
          url: `${API_PREFIX}/${def.service}${def.path ? `/${def.path}` : ''}`,
          payload: { fname: def.name, ...input },
          headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
        });
        return { status: res.statusCode, body: res.body };
      };
      const reset = await call(auth.resetPassword, { password: 'ClaveSegura#2026' }, token);
      expect(reset.status, reset.body).toBe(200);
      const signin = await call(auth.signin, { email: 'directora@miinstituto.pe', password: 'ClaveSegura#2026' });
      expect(signin.status, signin.body).toBe(200);
      expect(JSON.parse(signin.body).user.rol).toBe('superadmin');
      const audit = await db.query<{ fname: string }>(`SELECT fname FROM audit_log WHERE fname = 'superadmin:create'`);
      expect(audit).toHaveLength(1);
    } finally {
      // closes the database too
      await app.close();
    }

    // asked again: a new link for the same account, no second account
    const again = await superadmin('directora@miinstituto.pe');
    expect(again.stdout).toContain('directora@miinstituto.pe ya es superadministrador: se le envió un nuevo enlace');
  }, 180_000);

  it('never promotes someone else’s account and refuses a malformed address, changing nothing', async () => {
    const db = await openDb({ dataDir });
    await db.query(
      `INSERT INTO users (email, rol, name, lastname) VALUES ('alumno@miinstituto.pe', 'user', 'Ana', 'Poma')`,
    );
    await db.close();
    const refused = await superadmin('alumno@miinstituto.pe');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      'Ya existe una cuenta con el correo alumno@miinstituto.pe y no es de superadministrador',
    );
    const bad = await superadmin('no-es-correo');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('Uso: npm run superadmin -- <correo> [nombre] [apellido]');
    const after = await openDb({ dataDir });
    expect(await after.query(`SELECT rol FROM users WHERE email = 'alumno@miinstituto.pe'`)).toEqual([{ rol: 'user' }]);
    expect(await after.query(`SELECT 1 FROM users WHERE email = 'no-es-correo'`)).toEqual([]);
    await after.close();
  }, 120_000);
});
