// The one place that reads process.env: parsed once at boot; a bad value stops the server with one clear line.
import { DEFAULT_TIME_ZONE, IMAGE_LIMITS, SESSION_HOURS_DEFAULT, UPLOAD_LIMITS_MB } from '@edu/shared';
import { z } from 'zod';

const port = z.coerce.number().int().min(0).max(65535);
const optionalUrl = z.url().optional();

/**
 * A variable set to nothing (`DATABASE_URL=` in a .env or compose file) or to blanks counts as unset, so its default
 * applies; one that is required still stops the server, naming it as missing.
 */
function withoutBlanks(source: unknown) {
  const entries = Object.entries(source as Record<string, string | undefined>);
  return Object.fromEntries(entries.filter(([, value]) => value === undefined || value.trim() !== ''));
}

const variables = z.object({
  PORT: port.default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  PUBLIC_URL: optionalUrl,
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Plataforma Educativa <no-reply@localhost>'),
  /** how long a worker holds a mail it is sending; a mail of a worker killed mid-send is sent again after it */
  MAIL_LEASE_SECONDS: z.coerce.number().int().min(5).max(3600).default(120),
  /** how many voucher images are read at once (tesseract processes, one core each; decision 0060); 0: none here */
  OCR_CONCURRENCY: z.coerce.number().int().min(0).max(16).default(1),
  /** how long a reader holds a voucher it is reading; one of a reader that died is read again after it */
  OCR_LEASE_SECONDS: z.coerce.number().int().min(10).max(3600).default(120),
  /**
   * SUNAT's billService for the entities whose receipts go to 'SUNAT beta' or 'SUNAT producción' (decision 0063); an
   * entity that sends through an OSE names its own address. Changed only to point at another service (the tests' fake).
   */
  SUNAT_BETA_URL: z.url().default('https://e-beta.sunat.gob.pe/ol-ti-itcpfegem-beta/billService'),
  SUNAT_PRODUCTION_URL: z.url().default('https://e-factura.sunat.gob.pe/ol-ti-itcpfegem/billService'),
  /** how long one sending may wait for SUNAT's answer before the receipt is tried again later */
  SUNAT_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(300).default(60),
  /** how long a sender holds a receipt it is sending; one of a sender that died is sent again after it */
  RECEIPTS_LEASE_SECONDS: z.coerce.number().int().min(10).max(3600).default(180),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: optionalUrl,
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.stringbool().default(true),
  TIME_ZONE: z.string().default(DEFAULT_TIME_ZONE),
  SESSION_HOURS: z.coerce.number().positive().max(24 * 30).default(SESSION_HOURS_DEFAULT),
  SIGNING_KEY: z.string().min(32).optional(),
  ENCRYPTION_KEY: z.string().regex(/^[0-9a-f]{64}$/, 'must be 64 hex characters').optional(),
  // failed password checks (auth/sign-in-limits.ts, docs/decisions/0027-sign-in-limits.md); recovery requests count
  // every attempt per e-mail and per address with the same two numbers
  /** failures of one e-mail from one address in a window before 429 (recovery: requests per e-mail) */
  RATE_LIMIT_PER_EMAIL: z.coerce.number().int().positive().default(10),
  /** failures from one address in a window, whatever the e-mail, before 429 (recovery: requests per address) */
  RATE_LIMIT_PER_ADDRESS: z.coerce.number().int().positive().default(60),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
  /** failures of one e-mail from all addresses together in a window after which each further check waits */
  SIGNIN_DELAY_AFTER: z.coerce.number().int().min(0).default(10),
  /** the longest such wait (0.25 s, doubling with each further failure, up to this); 0 never waits */
  SIGNIN_DELAY_MAX_SECONDS: z.coerce.number().min(0).max(120).default(30),
  /** how long the total of a big list is reused (db/count-cache.ts); 0: counted on every call */
  LIST_COUNT_CACHE_SECONDS: z.coerce.number().min(0).max(300).default(5),
  /** how long a dashboard's answer is reused (db/result-cache.ts, decision 0039); 0: computed on every call */
  METRICS_CACHE_SECONDS: z.coerce.number().min(0).max(600).default(30),
  /** how long the public catalogue's answers are reused (db/result-cache.ts, decision 0045); 0: read on every call */
  CATALOG_CACHE_SECONDS: z.coerce.number().min(0).max(600).default(10),
  MAX_UPLOAD_MB: z.coerce.number().positive().default(2048),
  // a class material's limit by its type (docs/decisions/0013-repository-and-uploads.md)
  MAX_VIDEO_MB: z.coerce.number().positive().default(UPLOAD_LIMITS_MB.video),
  MAX_DOCUMENT_MB: z.coerce.number().positive().default(UPLOAD_LIMITS_MB.document),
  MAX_IMAGE_MB: z.coerce.number().positive().default(UPLOAD_LIMITS_MB.image),
  // any png/jpeg upload, by the dimensions in its header: a 31 KB PNG may decode to gigabytes (0025-image-limits.md)
  MAX_IMAGE_PIXELS: z.coerce.number().int().positive().default(IMAGE_LIMITS.pixels),
  MAX_IMAGE_SIDE: z.coerce.number().int().positive().max(65535).default(IMAGE_LIMITS.side),
  /**
   * how many processes serve (node:cluster, server.ts); unset: one per core on PostgreSQL, and always 1 on PGlite, an
   * embedded database that one process alone may open (decision 0043)
   */
  WORKERS: z.coerce.number().int().min(1).max(256).optional(),
  SEED_DEMO: z.enum(['auto', 'always', 'never']).default('auto'),
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** 'production' keeps e-mailed links out of the log when mail goes to the outbox folder (no SMTP_URL) */
  NODE_ENV: z.string().default('development'),
  /**
   * Whom to believe about the client's address (Fastify trustProxy): true/false, a number of proxy hops (1 behind one
   * nginx: the address that proxy saw, whatever a client put in X-Forwarded-For), or a comma list of proxy addresses.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((raw): boolean | number | string[] => {
      const value = raw.trim().toLowerCase();
      if (['', 'false', 'no', 'off', '0'].includes(value)) return false;
      if (['true', 'yes', 'on'].includes(value)) return true;
      if (/^\d+$/.test(value)) return Number(value);
      return value.split(',').map((part) => part.trim()).filter(Boolean);
    }),
});
const schema = z.preprocess(withoutBlanks, variables);

export type Env = z.infer<typeof schema>;
export type Config = Env & { publicUrl: string };

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const result = schema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration: ${lines.join('; ')}`);
  }
  const env = result.data;
  if (env.STORAGE_DRIVER === 's3' && !env.S3_BUCKET) {
    throw new ConfigError('Invalid configuration: S3_BUCKET is required when STORAGE_DRIVER=s3');
  }
  if (!env.DATABASE_URL && env.WORKERS !== undefined && env.WORKERS > 1) {
    throw new ConfigError('Invalid configuration: WORKERS above 1 needs DATABASE_URL (PGlite is opened by one process only)');
  }
  return { ...env, publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '') };
}

export class ConfigError extends Error {}
