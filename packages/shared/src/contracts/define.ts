import type { z } from 'zod';
import type { ImageFit, ServiceName, EntityRole } from '../common/constants.js';
import type { ServicePermission } from './permissions.tree.js';
import { holdsAny } from '../common/role-groups.js';

/** Where the entity a call acts on comes from. */
export type EntitySource =
  /** an input field that holds the entity id (entity_id, entity, …) */
  | { from: 'field'; field: string }
  /** an input field that holds the id of a record; the server looks up the record's entity */
  | { from: 'record'; field: string; record: RecordKind };

/** Kinds of record whose owning entity the server can look up (apps/api maps each to its table). */
export type RecordKind = 'entity' | 'course' | 'qualified_practice' | 'campus' | 'credential' | 'scheduled' | 'order' | 'question' | 'evaluation' | 'material' | 'attempt' | 'answer' | 'payment_account';

export type Access =
  /** no token needed (sign-in, recovery) */
  | { kind: 'public' }
  /**
   * any signed-in user; the handler limits it to the caller's own records. `memberOf` names the input field of an
   * entity the caller must belong to (any role), checked with the rest of the access before a file is stored.
   */
  | { kind: 'self'; memberOf?: string }
  /** the platform superadmin only */
  | { kind: 'superadmin' }
  /**
   * staff of one entity holding one of `roles` (superadmin passes; empty roles: superadmin only).
   * `permission` names a service switch of the entity (01 §3) that must be on.
   * `withoutEntity`: the entity field may be left out, and then the call is the superadmin's only, or the caller's own.
   */
  | {
      kind: 'entity';
      /** staff roles; 'estudiante' for the students' own calls (the handler then limits them to the caller's records) */
      roles: readonly EntityRole[];
      entity: EntitySource;
      permission?: ServicePermission;
      withoutEntity?: 'superadmin' | 'self';
    };

/**
 * Whether the roles of an access admit a caller, as the dispatcher decides it (apps/api/src/rpc/authorize.ts): the
 * superadmin passes every entity access; anyone else must hold one of its roles in the entity (`held`); a 'self' call
 * about an entity (memberOf) needs some role there. Whether the entity exists and has the service switched on is the
 * server's to say. The web app asks the same before it shows an action (apps/web/src/lib/can-call.ts, decision 0001).
 */
export function rolesAdmit(access: Access, platformRole: string | undefined, held: readonly string[]): boolean {
  switch (access.kind) {
    case 'public':
      return true;
    case 'self':
      return !access.memberOf || held.length > 0;
    case 'superadmin':
      return platformRole === 'superadmin';
    case 'entity':
      return platformRole === 'superadmin' || holdsAny(held, access.roles);
  }
}

export type FileField = {
  /** public files get a stable URL; private ones are served only through signed links */
  visibility: 'public' | 'private';
  multiple?: boolean;
  /**
   * a png/jpeg larger than this is stored resized (and re-encoded) while the body is read, before the call's
   * transaction: for images a certificate draws (CERTIFICATE_IMAGE_FIT)
   */
  resize?: ImageFit;
} & (
  | {
      /** 'image' accepts png and jpeg by content; 'any' accepts what the storage limits allow */
      accept: 'image' | 'any';
      maxBytes: number;
      /** the Spanish refusal past maxBytes (413), naming the limit; default M.TOO_LARGE */
      tooLarge?: string;
    }
  | {
      /**
       * a class material: pdf, doc/docx, ppt/pptx, mp4, png/jpeg by content, anything else refused before it is stored;
       * its size limit depends on its type and is the server's configuration (MAX_VIDEO_MB, MAX_DOCUMENT_MB, MAX_IMAGE_MB)
       */
      accept: 'material';
    }
  | {
      /**
       * a student's file answer (04 §4): pdf, doc/docx, png/jpeg by content, at most MAX_DOCUMENT_MB (the server's
       * configuration); anything else refused before it is stored
       */
      accept: 'answer';
    }
);

export interface FnameDef<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  service: ServiceName;
  name: string;
  input: I;
  output: O;
  access: Access;
  /** true when a successful call changes data: it then runs in one transaction and writes an audit row */
  mutates: boolean;
  /** multipart bodies: the file fields it takes */
  files?: Record<string, FileField>;
  /** own path under the service (auth/recover-password); the body still carries fname */
  path?: string;
  /**
   * Limited per e-mail and per address before the handler runs; over the limit answers 429. 'attempts': every call
   * counts (recovery requests). 'failures': a password check, where only failures count and a failing e-mail is
   * slowed rather than refused; its handler calls passwordAccepted on success (docs/decisions/0027-sign-in-limits.md).
   */
  rateLimited?: 'attempts' | 'failures';
  /**
   * the answer is a file streamed as the response body (an export), not JSON; `output` then describes the headers the
   * web app reads (docs/decisions/0040-exports-and-bulk-enrolment.md)
   */
  download?: true;
}

export function defineFname<I extends z.ZodType, O extends z.ZodType>(def: FnameDef<I, O>): FnameDef<I, O> {
  return def;
}

export type Input<F extends FnameDef> = z.input<F['input']>;
export type ParsedInput<F extends FnameDef> = z.output<F['input']>;
export type Output<F extends FnameDef> = z.output<F['output']>;
