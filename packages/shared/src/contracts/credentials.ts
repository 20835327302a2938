// Credentials (02 §2.9): wire service `entities` (03 §1: the spec places their fnames there).
import { z } from 'zod';
import { CREDENTIAL_SERVICES, CREDENTIAL_TYPES, LIMITS, PAGE_SIZES, RESOURCE_LIMITS } from '../common/constants.js';
import { ADMINS } from '../common/role-groups.js';
import * as M from '../common/messages.js';
import { defineFname } from './define.js';
import { bool, id, okOutput, pageInput, pageSize, pagination, requiredText } from './fields.js';

// Credentials: the token is encrypted at rest and answered only masked ('••••••••3f9a'), even right after it is created.
// Payment credentials follow the entity's services.payment switch (docs/decisions/0014-credentials.md).

export const credentialOutput = z.object({
  _id: z.string(),
  type: z.enum(CREDENTIAL_TYPES),
  service: z.string(),
  email: z.string(),
  /** the masked value: never the token itself */
  token: z.string(),
  /** creation time (ISO) */
  date: z.string(),
});
export type CredentialOutput = z.infer<typeof credentialOutput>;

const credentialEmail = () =>
  z
    .string({ error: M.EMAIL_REQUIRED })
    .trim()
    .min(1, M.EMAIL_REQUIRED)
    .max(LIMITS.credentialEmail, M.tooLong(LIMITS.credentialEmail))
    .pipe(z.email(M.EMAIL_INVALID));
const credentialToken = (blank: string) => requiredText(RESOURCE_LIMITS.credentialToken, blank);
const ALL_SERVICES = [...CREDENTIAL_SERVICES.payment_method, ...CREDENTIAL_SERVICES.videoconference] as [string, ...string[]];

/** 02 §5: mercadopago, niubiz, izipay for payment methods; zoom, meet for videoconferences. */
export const servicesOf = (type: string): readonly string[] =>
  CREDENTIAL_SERVICES[type as keyof typeof CREDENTIAL_SERVICES] ?? [];

function serviceRule(v: { type?: string; service?: string }, ctx: z.RefinementCtx) {
  if (v.type && v.service && !servicesOf(v.type).includes(v.service)) {
    ctx.addIssue({ code: 'custom', path: ['service'], message: M.CREDENTIAL_SERVICE_INVALID });
  }
}

/** The create form of 02 §5. */
export const credentialForm = z
  .object({
    type: z.enum(CREDENTIAL_TYPES, M.FIELD_INVALID),
    service: z.enum(ALL_SERVICES, M.CREDENTIAL_SERVICE_INVALID),
    email: credentialEmail(),
    token: credentialToken(M.CREDENTIAL_CREATE_BLANK),
  })
  .superRefine(serviceRule);

export const getZoomTokens = defineFname({
  service: 'entities',
  name: 'getZoomTokens',
  input: z.object({
    entity: id(),
    page: pageInput.page,
    docs: pageSize(PAGE_SIZES.tableMax, PAGE_SIZES.credentials),
    /** the tab: 'Métodos de pago' or 'Videoconferencias' */
    type: z.enum(CREDENTIAL_TYPES, M.FIELD_INVALID),
    /** true: newest first; false (the web app's default): oldest first */
    descendant: bool().default(false),
  }),
  output: z.object({ zoomToken: z.array(credentialOutput), pagination }),
  access: { kind: 'entity', roles: ADMINS, entity: { from: 'field', field: 'entity' } },
  mutates: false,
});

export const createZoomToken = defineFname({
  service: 'entities',
  name: 'createZoomToken',
  input: z
    .object({ ...credentialForm.shape, entity: id() })
    .superRefine(serviceRule),
  output: z.object({ zoomToken: credentialOutput }),
  access: { kind: 'entity', roles: ADMINS, entity: { from: 'field', field: 'entity' } },
  mutates: true,
});

export const updateZoomToken = defineFname({
  service: 'entities',
  name: 'updateZoomToken',
  input: z.object({
    zoom_token_id: id(),
    email: credentialEmail().optional(),
    /** absent, or the masked value the list showed: the token stays as it is */
    token: credentialToken(M.CREDENTIAL_EDIT_BLANK).optional(),
    /** one of the credential's type (checked against the stored type) */
    service: z.enum(ALL_SERVICES, M.CREDENTIAL_SERVICE_INVALID).optional(),
  }),
  output: z.object({ zoomToken: credentialOutput }),
  access: { kind: 'entity', roles: ADMINS, entity: { from: 'record', field: 'zoom_token_id', record: 'credential' } },
  mutates: true,
});

export const deleteZoomToken = defineFname({
  service: 'entities',
  name: 'deleteZoomToken',
  input: z.object({ id: id() }),
  output: okOutput,
  access: { kind: 'entity', roles: ADMINS, entity: { from: 'record', field: 'id', record: 'credential' } },
  mutates: true,
});
