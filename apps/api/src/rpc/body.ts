// Reads a call's body: JSON as Fastify parsed it, or multipart with fname first and files streamed to storage.
import { findFname, type FnameDef, M } from '@edu/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import type { StoredFile, Storage } from '../storage/storage.js';

export interface CallBody {
  def: FnameDef;
  fields: Record<string, unknown>;
  files: Record<string, StoredFile[]>;
}

export function lookup(service: string, path: string | undefined, fname: unknown): FnameDef {
  const def = typeof fname === 'string' ? findFname(service, fname, path) : undefined;
  if (!def) throw new AppError('UNKNOWN_FNAME', M.UNKNOWN_FNAME);
  return def;
}

export function readJson(request: FastifyRequest, service: string, path?: string): CallBody {
  const body = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new AppError('VALIDATION', M.VALIDATION_FAILED);
  }
  const { fname, ...fields } = body as Record<string, unknown>;
  return { def: lookup(service, path, fname), fields, files: {} };
}

/**
 * Streams a multipart body. The form's fields come before its files (the web app's `formDataOf` sends them so):
 * `beforeFiles` runs at the first file part, with fname and every field, and must admit the caller (token, roles,
 * entity) before a byte of a file is stored; a field after a file is refused, so that the fields the caller was
 * admitted on are all the fields there are (decision 0026). Files already stored are listed in `stored` even when
 * reading fails, so that the caller can remove them.
 */
export async function readMultipart(
  request: FastifyRequest,
  service: string,
  path: string | undefined,
  storage: Storage,
  beforeFiles: (def: FnameDef, fields: Record<string, unknown>) => Promise<void>,
  stored: StoredFile[],
  reserve: (key: string) => Promise<void>,
): Promise<CallBody> {
  try {
    return await readParts(request, service, path, storage, beforeFiles, stored, reserve);
  } catch (error) {
    // Refused mid-body (no access, over a limit, a bad type): the answer leaves at once and the rest of the body is not
    // read; the error handler closes the connection after the answer (http/unread-body.ts).
    if (!request.raw.complete) request.raw.unpipe();
    throw malformed(error) ?? error;
  }
}

/**
 * The multipart parser (busboy) rejects a broken body (no boundary, cut short) with plain errors that carry no status:
 * they are the client's fault, a 400, not a 500. Found by the fuzz test (test/fuzz.test.ts).
 */
const BUSBOY_ERRORS =
  /^(Multipart: Boundary not found|Unexpected end of (multipart data|form)|Malformed part header|\w+ terminated early due to unexpected end of multipart data)/;
function malformed(error: unknown): AppError | null {
  if (error instanceof AppError || !(error instanceof Error) || 'statusCode' in error) return null;
  return BUSBOY_ERRORS.test(error.message) ? new AppError('VALIDATION', M.VALIDATION_FAILED) : null;
}

async function readParts(
  request: FastifyRequest,
  service: string,
  path: string | undefined,
  storage: Storage,
  beforeFiles: (def: FnameDef, fields: Record<string, unknown>) => Promise<void>,
  stored: StoredFile[],
  reserve: (key: string) => Promise<void>,
): Promise<CallBody> {
  let def: FnameDef | undefined;
  let checked = false;
  const fields: Record<string, unknown> = {};
  const files: Record<string, StoredFile[]> = {};
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if (part.fieldname === 'fname') {
        // a second fname would swap the operation after the caller was checked for the first one's files
        if (def) throw new AppError('VALIDATION', M.VALIDATION_FAILED, { fname: M.FIELD_INVALID });
        def = lookup(service, path, part.value);
      } else if (checked) {
        // the caller was admitted on the fields before the first file: a later one could name another entity
        throw new AppError('VALIDATION', M.FIELDS_BEFORE_FILES, { [part.fieldname]: M.FIELDS_BEFORE_FILES });
      } else fields[part.fieldname] = part.value;
      continue;
    }
    if (!def) {
      part.file.resume();
      throw new AppError('VALIDATION', M.VALIDATION_FAILED, { fname: M.FIELD_REQUIRED });
    }
    if (!checked) {
      await beforeFiles(def, { ...fields });
      checked = true;
    }
    const spec = def.files?.[part.fieldname];
    if (!spec) {
      part.file.resume();
      throw new AppError('VALIDATION', M.VALIDATION_FAILED, { [part.fieldname]: M.FIELD_INVALID });
    }
    files[part.fieldname] ??= [];
    const list = files[part.fieldname];
    if (list.length && !spec.multiple) {
      part.file.resume();
      throw new AppError('VALIDATION', M.VALIDATION_FAILED, { [part.fieldname]: M.FIELD_INVALID });
    }
    const file = await storage.save(part.file, {
      accept: spec.accept,
      maxBytes: 'maxBytes' in spec ? spec.maxBytes : undefined,
      tooLarge: 'tooLarge' in spec ? spec.tooLarge : undefined,
      visibility: spec.visibility,
      originalName: part.filename,
      prefix: def.service,
      reserve,
      resize: spec.resize,
    });
    stored.push(file);
    list.push(file);
  }
  if (!def) throw new AppError('UNKNOWN_FNAME', M.UNKNOWN_FNAME);
  return { def, fields, files };
}
