// npm run superadmin -- <correo> [nombre] [apellido]: the first superadmin of a platform that has no demo data (a
// production database, SEED_DEMO=never), or a new link for one that lost it. The account has no password: a link to
// choose it (valid INVITATION_DAYS days) goes through the mail interface, as a welcome mail does, and is printed here
// except in production, where it is only in the mail (docs/decisions/0055-the-first-superadmin.md).
import { randomUUID } from 'node:crypto';
import { emailProblem, INVITATION_DAYS, LIMITS, M } from '@edu/shared';
import { hashToken, newToken } from '../auth/tokens.js';
import { loadConfig } from '../config/env.js';
import { openDb } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { createMailer } from '../mail/mailer.js';
import { insertPasswordReset } from '../services/auth/auth.queries.js';

const USAGE = 'Uso: npm run superadmin -- <correo> [nombre] [apellido]';

/** what the command was asked, checked with the same rules as the sign-in form */
function parseArgs(argv: string[]) {
  const [rawEmail, name = 'Superadmin', lastname = 'Plataforma'] = argv;
  if (!rawEmail) return { error: USAGE };
  const problem = emailProblem(rawEmail);
  if (problem) return { error: `${problem}\n${USAGE}` };
  if (name.length > LIMITS.personName || lastname.length > LIMITS.personName) {
    return { error: `${M.FIELD_TOO_LONG}\n${USAGE}` };
  }
  return { email: rawEmail.trim().toLowerCase(), name, lastname };
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if ('error' in args) {
    console.error(args.error);
    process.exit(2);
  }
  const config = loadConfig();
  const db = await openDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const log = { info: () => {}, warn: console.warn, error: console.error } as never;
  const mailer = createMailer(db, config, log, async () => null);
  try {
    await migrate(db);
    const token = newToken();
    const link = `${config.publicUrl}/auth/recover-password/${token}`;
    const outcome = await db.tx(async (tx) => {
      const [existing] = await tx.query<{ id: string; rol: string }>(
        'SELECT id, rol FROM users WHERE lower(email) = lower($1) FOR UPDATE',
        [args.email],
      );
      // an account of someone else (a teacher, a student) is never promoted from the command line
      if (existing && existing.rol !== 'superadmin') return { refused: true as const };
      const id =
        existing?.id ??
        (
          await tx.query<{ id: string }>(
            `INSERT INTO users (email, password_hash, rol, name, lastname, register)
             VALUES ($1, NULL, 'superadmin', $2, $3, 'completed') RETURNING id`,
            [args.email, args.name, args.lastname],
          )
        )[0].id;
      await insertPasswordReset(tx, id, hashToken(token), INVITATION_DAYS * 24 * 60);
      const requestId = `cli-${randomUUID()}`;
      await mailer.enqueue(tx, {
        requestId,
        to: args.email,
        subject: M.SUPERADMIN_WELCOME_MAIL_SUBJECT,
        text: `${M.superadminWelcomeMailText(INVITATION_DAYS)}\n\n${link}\n`,
      });
      await tx.query(
        `INSERT INTO audit_log (user_id, entity_id, service, fname, record_id, request_id)
         VALUES ($1, NULL, 'users', 'superadmin:create', $2, $3)`,
        [id, id, requestId],
      );
      return { created: !existing };
    });
    if ('refused' in outcome) {
      console.error(`Ya existe una cuenta con el correo ${args.email} y no es de superadministrador: no se cambia.`);
      process.exitCode = 1;
      return;
    }
    // sent now when SMTP_URL is set (else written to DATA_DIR/outbox); a failed send stays in the outbox, and the
    // server's mail worker keeps retrying it
    await mailer.flush().catch(() => 0);
    console.log(
      outcome.created
        ? `Superadministrador creado: ${args.email}. Se le envió un enlace para elegir su contraseña (válido ${INVITATION_DAYS} días).`
        : `${args.email} ya es superadministrador: se le envió un nuevo enlace para elegir su contraseña (válido ${INVITATION_DAYS} días).`,
    );
    if (config.NODE_ENV !== 'production') console.log(`Enlace: ${link}`);
  } finally {
    await mailer.stop().catch(() => {});
    await db.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
