// POST /v5.0.1/api/<service>[/<path>]: fname routing, authentication, input parsing, authorization,
// rate limits, one transaction with its audit row for mutating calls, output checked in tests.
import { API_PREFIX, type FnameDef, M } from '@edu/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodError } from 'zod';
import { hit } from '../auth/rate-limit.js';
import { attemptOf, beforePasswordCheck } from '../auth/sign-in-limits.js';
import type { Caller } from '../auth/sessions.js';
import { AppError, forbidden, unauthenticated } from '../errors.js';
import type { StoredFile } from '../storage/storage.js';
import { admissionOf } from './admission.queries.js';
import { authorizeEntity, authorizeMember, authorizePlatform, targetOf } from './authorize.js';
import { type CallBody, readJson, readMultipart } from './body.js';
import { dispositionOf, type FileAnswer } from './download.js';
import type { Db } from '../db/client.js';
import type { Ctx, Services } from './context.js';
import { handlerFor } from './registry.js';

export interface DispatcherOptions {
  services: Services;
  /** parse every answer by its contract (tests): a handler that drifts from its contract fails loudly */
  validateOutput?: boolean;
}

function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match ? match[1] : null;
}

/** the browser that made a change, as it names itself, cut to a length a row may keep */
const userAgentOf = (request: FastifyRequest) => request.headers['user-agent']?.slice(0, 400) ?? null;

interface Admission {
  caller: Caller | null;
  input: Record<string, unknown>;
  entityId: string | null;
  entityRoles: string[];
  /** that entity's permissions, read by the same statement */
  entityPermissions: unknown;
}

const sameAdmission = (a: Admission, b: Admission) => a.caller?.id === b.caller?.id && a.entityId === b.entityId;

export function validationError(error: ZodError): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return new AppError('VALIDATION', error.issues[0]?.message ?? M.VALIDATION_FAILED, fields);
}

export async function dispatcher(app: FastifyInstance, opts: DispatcherOptions) {
  const { services } = opts;
  const { db, config } = services;

  /**
   * Who makes the call and on what: the token, the input by its contract, the platform role, the entity and roles.
   * A signed-in call reads its session and the entity its access names in one statement (rpc/admission.queries.ts);
   * the refusals keep their order: no live session 401 before a body the contract refuses.
   */
  async function admit(def: FnameDef, fields: Record<string, unknown>, bearer: string | null): Promise<Admission> {
    if (def.access.kind !== 'public' && !bearer) throw unauthenticated();
    const parsed = def.input.safeParse(fields);
    const input = (parsed.success ? parsed.data : {}) as Record<string, unknown>;
    const row =
      bearer && def.access.kind !== 'public'
        ? await admissionOf(db, bearer, parsed.success ? targetOf(def.access, input) : null)
        : null;
    if (def.access.kind !== 'public' && !row) throw unauthenticated();
    if (!parsed.success) throw validationError(parsed.error);
    if (!row) return { caller: null, input, entityId: null, entityRoles: [], entityPermissions: null };
    const caller: Caller = { id: row.id, email: row.email, rol: row.rol, sessionId: row.session_id };
    let entityId: string | null = null;
    let entityRoles: string[] = [];
    authorizePlatform(caller, def.access);
    authorizeMember(def.access, input, row);
    if (def.access.kind === 'entity') {
      ({ entityId, roles: entityRoles } = authorizeEntity(caller, def.access, input, row));
    }
    return { caller, input, entityId, entityRoles, entityPermissions: entityId ? row.permissions : null };
  }

  async function limitRate(def: FnameDef, ip: string, fields: Record<string, unknown>, caller: Caller | null) {
    if (def.rateLimited === 'failures') {
      // signin names the e-mail; the profile's password change is the caller's own
      const email = caller?.email ?? (typeof fields.email === 'string' ? fields.email : '');
      return beforePasswordCheck(db, config, attemptOf(ip, email));
    }
    const window = config.RATE_LIMIT_WINDOW_SECONDS;
    const byIp = await hit(db, `${def.name}:ip:${ip}`, window);
    const email = typeof fields.email === 'string' ? fields.email.trim().toLowerCase() : '';
    const byEmail = email ? await hit(db, `${def.name}:email:${email}`, window) : 0;
    if (byIp > config.RATE_LIMIT_PER_ADDRESS || byEmail > config.RATE_LIMIT_PER_EMAIL) {
      throw new AppError('RATE_LIMITED', M.RATE_LIMITED);
    }
  }

  async function call(request: FastifyRequest, service: string, path?: string) {
    const bearer = bearerOf(request);
    const stored: StoredFile[] = [];
    // every key noted in the upload ledger, stored whole or not (a refused or cut upload was noted too)
    const reserved: string[] = [];
    const reserve = async (key: string) => {
      await services.uploads.reserve(key);
      reserved.push(key);
    };
    try {
      let body: CallBody;
      let admission: Admission;
      if (request.isMultipart()) {
        // checked at the first file, before a byte of it is stored, on the fields sent before it (rpc/body.ts)
        let beforeFiles: Admission | undefined;
        body = await readMultipart(
          request,
          service,
          path,
          services.storage,
          async (def, fields) => {
            beforeFiles = await admit(def, fields, bearer);
          },
          stored,
          reserve,
        );
        // and again on the whole body: a session ended or a role removed during a long upload refuses it
        admission = await admit(body.def, body.fields, bearer);
        if (beforeFiles && !sameAdmission(beforeFiles, admission)) throw forbidden();
      } else {
        body = readJson(request, service, path);
        admission = await admit(body.def, body.fields, bearer);
      }
      const { def, files } = body;
      const { caller, input, entityId, entityRoles, entityPermissions } = admission;
      if (def.rateLimited) await limitRate(def, request.ip, input, caller);

      const handler = handlerFor(def);
      if (!handler) throw new AppError('UNKNOWN_FNAME', M.UNKNOWN_FNAME);
      const afterCommit: (() => Promise<unknown>)[] = [];
      const audit: Ctx['audit'] = {};
      let isCommitted = false;
      /**
       * The call's one commit: fn's writes, the stored files settled (storage/upload-ledger.ts) and the audit row, in one
       * transaction. A mutating handler runs whole inside it; an ownTransactions handler calls it for its last write.
       */
      const commit = async <R>(fn: (tx: Db) => Promise<R>): Promise<R> => {
        if (!def.mutates || isCommitted) throw new Error(`${def.name}: one commit per mutating call`);
        isCommitted = true;
        return db.tx(async (tx) => {
          const out = await fn(tx);
          await services.uploads.settle(tx, reserved);
          // a call that changed nothing (it answered the existing record, decision 0052) leaves no line in the trail
          if (audit.unchanged) return out;
          const recordId = audit.recordId ?? (out as { _id?: unknown })?._id;
          const recordIds = audit.recordIds ?? [typeof recordId === 'string' ? recordId : null];
          // from where: the address as Fastify sees it under TRUST_PROXY (as the sign-in limits do), and the browser
          await tx.query(
            `INSERT INTO audit_log (user_id, entity_id, service, fname, record_id, request_id, ip, user_agent)
             SELECT $1, $2, $3, $4, record_id, $6, $7, $8 FROM unnest($5::text[]) AS record_id`,
            [
              audit.userId ?? (caller as Caller | null)?.id ?? null,
              entityId,
              def.service,
              def.name,
              recordIds,
              request.id,
              request.ip,
              userAgentOf(request),
            ],
          );
          return out;
        });
      };
      const ctxFor = (txDb: Db): Ctx => ({
        db: txDb,
        caller,
        entityId,
        entityRoles,
        entityPermissions,
        bearer,
        requestId: request.id,
        ip: request.ip,
        log: request.log,
        files,
        services,
        audit,
        afterCommit: (task) => afterCommit.push(task),
        commit,
      });
      let output: unknown;
      if (!def.mutates) output = await handler.run(input, ctxFor(db));
      else if (!handler.ownTransactions) output = await commit((tx) => handler.run(input, ctxFor(tx)));
      else {
        // its own short transactions on the shared connection, so that nobody waits behind a long one (decision 0047)
        output = await handler.run(input, ctxFor(db));
        if (!isCommitted) await commit(async () => output);
      }
      for (const task of afterCommit)
        await task().catch((err) => request.log.warn({ err }, 'after-commit task failed'));
      if (def.mutates) {
        // a write may change any list's total: this server counts afresh (db/count-cache.ts)
        services.counts.clear();
        services.dashboards.clear();
        services.catalog.clear();
        services.mailer.kick();
      }
      if (opts.validateOutput) def.output.parse(output);
      return { def, output };
    } catch (error) {
      await Promise.all(stored.map((f) => services.storage.delete(f.key).catch(() => {})));
      await services.uploads.forget(reserved).catch(() => {});
      throw error;
    }
  }

  /** JSON, or for a download fname the file, streamed as it is written; the token stays in the header, out of URLs */
  async function answer(request: FastifyRequest, reply: FastifyReply, service: string, path?: string) {
    const { def, output } = await call(request, service, path);
    if (!def.download) return output;
    const file = output as FileAnswer;
    reply.header('content-type', file.content_type);
    reply.header('content-disposition', dispositionOf(file.filename));
    reply.header('cache-control', 'private, no-store');
    return reply.send(file.body);
  }

  app.post<{ Params: { service: string } }>(`${API_PREFIX}/:service`, (request, reply) =>
    answer(request, reply, request.params.service),
  );
  app.post<{ Params: { service: string; path: string } }>(`${API_PREFIX}/:service/:path`, (request, reply) =>
    answer(request, reply, request.params.service, request.params.path),
  );
}
