import { z } from 'zod';
import {
  CERTIFICATE_IMAGE_FIT,
  CERTIFICATE_RULES,
  COLORS,
  COUNTRIES,
  CREDENTIAL_SERVICES,
  CREDENTIAL_TYPES,
  ENTITY_TYPE_VALUES,
  FONTS,
  LIMITS,
  PAGE_SIZES,
  RESOURCE_LIMITS,
  regionsOf,
} from '../constants.js';
import { ADMINS, SCHEDULERS, SUPERADMIN_ONLY } from '../role-groups.js';
import * as M from '../messages.js';
import { managementSchema } from '../permissions.js';
import { defineFname } from './define.js';
import { newAdminInput } from './users.js';
import { nameSearch } from './courses.js';
import {
  bool,
  customize,
  gradeValue,
  hexColor,
  id,
  jsonField,
  okOutput,
  optionalDomain,
  pageInput,
  pageSize,
  pagination,
  personSummary,
  publicImage,
  requiredText,
} from './fields.js';

const service = z.string().max(50).optional();
/** the logo is drawn on certificates too (the course's own logo first): fitted to the PDF as it is stored */
const entityFiles = { logo: { ...publicImage, resize: CERTIFICATE_IMAGE_FIT }, portrait: publicImage } as const;

export const entityAccess = z.object({
  _id: z.string(),
  entity_name: z.string(),
  description: z.string(),
  /** its catalogue's address (`/e/{domain}`); '' when it has none */
  domain: z.string(),
  customize,
  roles: z.array(z.string()),
  management: managementSchema,
});
export type EntityAccess = z.infer<typeof entityAccess>;

export const userIsInEntitiesAdmin = defineFname({
  service: 'entities',
  name: 'userIsInEntitiesAdmin',
  input: z.object({ service, user_id: id() }),
  output: z.object({
    data: z.object({
      entities: z.array(entityAccess),
      user: z.object({
        _id: z.string(),
        email: z.string(),
        rol: z.string(),
        name: z.string(),
        lastname: z.string(),
        photo: z.string().nullable(),
      }),
    }),
  }),
  access: { kind: 'self' },
  mutates: false,
});

export const entityOutput = z.object({
  _id: z.string(),
  entity_name: z.string(),
  entity_type: z.enum(ENTITY_TYPE_VALUES),
  description: z.string(),
  domain: z.string(),
  admin: z.string().nullable(),
  admin_user: personSummary.nullable(),
  customize,
  opt: z.number(),
  created_at: z.string(),
  /** grades (04 §4 'Grades'): the passing mark (two decimals) and when certificates may be issued (decision 0054) */
  grading: z.object({ passing_mark: z.string(), certificate_rule: z.enum(CERTIFICATE_RULES) }),
});
export type EntityOutput = z.infer<typeof entityOutput>;

const entityFields = {
  service,
  entity_name: requiredText(LIMITS.entityName),
  entity_type: z.enum(ENTITY_TYPE_VALUES, M.ENTITY_TYPE_INVALID).default('b2b'),
  domain: optionalDomain().default(''),
  description: z.string().max(LIMITS.entityDescription, M.ENTITY_DESCRIPTION_MAX).default(''),
  bg_sidebar: hexColor().default(COLORS.entityDefault.bg_sidebar),
  bg_buttons: hexColor().default(COLORS.entityDefault.bg_buttons),
  font_color: hexColor().default(COLORS.entityDefault.font_color),
};

/** The first step of the entity wizards (01 §2): what the form and the server both check. */
export const entityForm = z.object(entityFields);

export const getEntities = defineFname({
  service: 'entities',
  name: 'getEntities',
  input: z.object({ service }),
  output: z.object({ entities: z.array(entityOutput) }),
  access: { kind: 'superadmin' },
  mutates: false,
});

export const getEntity = defineFname({
  service: 'entities',
  name: 'getEntity',
  input: z.object({ service, entity_id: id() }),
  output: z.object({ entity: entityOutput }),
  access: { kind: 'entity', roles: ADMINS, entity: { from: 'field', field: 'entity_id' } },
  mutates: false,
});

export const createEntity = defineFname({
  service: 'entities',
  name: 'createEntity',
  input: z.object({
    ...entityFields,
    admin_id: id().optional(),
    /** 'Agregar admin': a new account-level admin created with the entity (instead of admin_id), as JSON in multipart */
    new_admin: jsonField(newAdminInput).optional(),
  }),
  output: z.object({ entity: entityOutput }),
  access: { kind: 'superadmin' },
  mutates: true,
  files: entityFiles,
});

export const updateEntity = defineFname({
  service: 'entities',
  name: 'updateEntity',
  input: z.object({
    ...entityFields,
    entity_id: id(),
    entity_name: requiredText(LIMITS.entityName).optional(),
    entity_type: z.enum(ENTITY_TYPE_VALUES, M.ENTITY_TYPE_INVALID).optional(),
    domain: optionalDomain().optional(),
    description: z.string().max(LIMITS.entityDescription, M.ENTITY_DESCRIPTION_MAX).optional(),
    bg_sidebar: hexColor().optional(),
    bg_buttons: hexColor().optional(),
    font_color: hexColor().optional(),
    /** the new main administrator (superadmin only) */
    admin_id: id().optional(),
    /** 'Agregar admin' of the edit wizard: a new account-level admin made the main one, created with this save */
    new_admin: jsonField(newAdminInput).optional(),
    /** the main administrator the editor saw; a different current one answers 409 */
    admin_old: z.union([id(), z.literal('')]).optional(),
    /** the settings' font (02 §2.10, §9) */
    font: z.enum(FONTS).optional(),
    /** the mark a final grade must reach (default 11), 0-20 with two decimals */
    passing_mark: gradeValue(M.PASSING_MARK_RANGE).optional(),
    /** when generateCertificate_2 may issue (decision 0054): 'course_end' (the default) or 'any_time' */
    certificate_rule: z.enum(CERTIFICATE_RULES, { error: M.FIELD_INVALID }).optional(),
  }),
  output: z.object({ entity: entityOutput }),
  access: { kind: 'entity', roles: ADMINS, entity: { from: 'field', field: 'entity_id' } },
  mutates: true,
  files: entityFiles,
});

export const deleteEntity = defineFname({
  service: 'entities',
  name: 'deleteEntity',
  input: z.object({ service, entity_id: id() }),
  output: okOutput,
  access: { kind: 'entity', roles: SUPERADMIN_ONLY, entity: { from: 'field', field: 'entity_id' } },
  mutates: true,
});


// ── Campuses (02 §2.8) and credentials (02 §2.9), answered by the entities service (03 §1)

// 03 §2: admins manage campuses; the coordinador reads them (scheduled courses take place at one)
const COUNTRY_NAMES = COUNTRIES.map((c) => c.name) as [string, ...string[]];

export const campusOutput = z.object({
  _id: z.string(),
  name: z.string(),
  country: z.string(),
  department: z.string(),
  address: z.string(),
  entity: z.string(),
  created_at: z.string(),
});
export type CampusOutput = z.infer<typeof campusOutput>;

const campusFields = {
  name: requiredText(LIMITS.campusName, M.CAMPUS_BLANK),
  address: requiredText(RESOURCE_LIMITS.campusAddress, M.CAMPUS_BLANK),
  country: z.enum(COUNTRY_NAMES, M.CAMPUS_COUNTRY_INVALID),
  department: z.string({ error: M.CAMPUS_DEPARTMENT_INVALID }).trim(),
};

/** The department depends on the country (01 §3's list of regions). */
function departmentRule(v: { country?: string; department?: string }, ctx: z.RefinementCtx) {
  if (v.country && !regionsOf(v.country).includes(v.department ?? '')) {
    ctx.addIssue({ code: 'custom', path: ['department'], message: M.CAMPUS_DEPARTMENT_INVALID });
  }
}

/** The campus form of 02 §5: what the web form and the server both check. */
export const campusForm = z.object(campusFields).superRefine(departmentRule);

export const getCampus = defineFname({
  service: 'entities',
  name: 'getCampus',
  input: z.object({
    entity: id(),
    page: pageInput.page,
    docs: pageSize(PAGE_SIZES.campusesPicker, PAGE_SIZES.campuses),
    query: nameSearch,
  }),
  output: z.object({ campus: z.array(campusOutput), pagination }),
  access: { kind: 'entity', roles: SCHEDULERS, entity: { from: 'field', field: 'entity' } },
  mutates: false,
});

export const createCampus = defineFname({
  service: 'entities',
  name: 'createCampus',
  input: z.object({ ...campusFields, entity: id() }).superRefine(departmentRule),
  output: z.object({ campus: campusOutput }),
  access: { kind: 'entity', roles: ADMINS, entity: { from: 'field', field: 'entity' } },
  mutates: true,
});

export const updateCampus = defineFname({
  service: 'entities',
  name: 'updateCampus',
  input: z.object({ ...campusFields, entity: id(), campus: id() }).superRefine(departmentRule),
  output: z.object({ campus: campusOutput }),
  access: { kind: 'entity', roles: ADMINS, entity: { from: 'field', field: 'entity' } },
  mutates: true,
});

export const deleteCampus = defineFname({
  service: 'entities',
  name: 'deleteCampus',
  input: z.object({ campus: id() }),
  output: okOutput,
  access: { kind: 'entity', roles: ADMINS, entity: { from: 'record', field: 'campus', record: 'campus' } },
  mutates: true,
});

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
