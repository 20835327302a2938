// Wire service: `materials` (the spec's, 03 §1).
// Class materials (02 §2.3, §3, §4, §5): files or links of a module. The repository fnames (decision 0013) use over the same table.
import { z } from 'zod';
import { INPUT_BOUNDS, LIMITS, MATERIAL_STATES, MATERIAL_TYPES, PAGE_SIZES } from '../common/constants.js';
import { ADMINS, STAFF_AND_STUDENTS } from '../common/role-groups.js';
import * as M from '../common/messages.js';
import { money } from './courses.js';
import { defineFname } from './define.js';
import { PUBLIC_FNAMES } from './public-fnames.js';
import { bool, digits, id, okOutput, pageInput, pageSize, pagination, requiredText } from './fields.js';

const permission = 'services.materials' as const;
/** The file of a class material (module or repository): typed and limited per type while it streams to storage. */
const materialFile = { accept: 'material', visibility: 'private' } as const;

export const materialOutput = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  /** derived from the file's bytes on the server, or 'url' */
  type: z.enum(MATERIAL_TYPES),
  /** where it opens: a short-lived signed link for a file, the address itself for a link */
  url: z.string(),
  /** the file's original name, or the name given to a link */
  name_file: z.string().nullable(),
  mime: z.string().nullable(),
  size: z.number().nullable(),
  state: z.enum(MATERIAL_STATES),
  price: money,
  /** creation time (ISO) */
  date: z.string(),
  entity: z.object({ _id: z.string(), entity_name: z.string() }),
  category: z.object({ _id: z.string(), name: z.string() }).nullable(),
  course_id: z.string().nullable(),
  created_by: z.object({ _id: z.string(), name: z.string(), lastname: z.string() }).nullable(),
});
export type MaterialOutput = z.infer<typeof materialOutput>;

const webAddress = z.url({ protocol: /^https?$/ });
const isWebAddress = (v: string) => webAddress.safeParse(v).success;

const materialFields = {
  title: requiredText(LIMITS.materialTitle, M.MATERIAL_CREATE_BLANK),
  description: requiredText(LIMITS.materialDescription, M.MATERIAL_CREATE_BLANK),
  /** 'url' for a link; anything else means the upload carries a file */
  type: z.enum(['file', ...MATERIAL_TYPES]).default('file'),
  url: z.string({ error: M.URL_INVALID }).trim().max(INPUT_BOUNDS.url, M.tooLong(INPUT_BOUNDS.url)).optional(),
  name_file: z.string({ error: M.MATERIAL_CREATE_BLANK }).trim().max(LIMITS.materialFileName, M.tooLong(LIMITS.materialFileName)).optional(),
  /** digits only, at most 5; kept only for a public material (the input shows only then, 02 §4) */
  price: digits(LIMITS.priceChars, M.PRICE_INVALID).optional(),
  state: z.enum(MATERIAL_STATES).default('private'),
};

/** A link needs a web address and a name (02 §5); a file is checked by the server once it has the bytes. */
function linkRules(v: { type?: string; url?: unknown; name_file?: unknown }, ctx: z.RefinementCtx) {
  if (v.type !== 'url') return;
  if (typeof v.url !== 'string' || !isWebAddress(v.url)) ctx.addIssue({ code: 'custom', path: ['url'], message: M.URL_INVALID });
  if (typeof v.name_file !== 'string' || !v.name_file) {
    ctx.addIssue({ code: 'custom', path: ['name_file'], message: M.MATERIAL_CREATE_BLANK });
  }
}

/** The upload form of 02 §5: a file, or a link (type 'url') with its name. */
export const materialForm = z.object(materialFields).superRefine(linkRules);

export const getMaterialsByCourse = defineFname({
  service: 'materials',
  name: 'getMaterialsByCourse',
  input: z.object({ course: id() }),
  output: z.object({ materials: z.array(materialOutput) }),
  access: { kind: 'entity', roles: ADMINS, entity: { from: 'record', field: 'course', record: 'course' }, permission },
  mutates: false,
});

export const addMaterials = defineFname({
  service: 'materials',
  name: 'addMaterials',
  input: z
    .object({
      ...materialFields,
      entity_id: id(),
      /** the module (or programme) the material belongs to; absent for a repository material */
      course_id: id().optional(),
      /** absent: the course's category */
      category_id: id().optional(),
    })
    .superRefine(linkRules),
  output: z.object({ material: materialOutput }),
  access: { kind: 'entity', roles: ADMINS, entity: { from: 'field', field: 'entity_id' }, permission },
  mutates: true,
  // pdf, doc/docx, ppt/pptx, mp4, png/jpeg by content, each type with its own size limit; served only through signed links
  files: { files: materialFile },
});

// ── The entity's repository (02 §2.6): materials with no course, over the same table

export const getMaterial_byEntity = defineFname({
  service: 'materials',
  name: 'getMaterial_byEntity',
  input: z.object({
    entity_id: id(),
    /** the date flag of 02 §7: true (default) newest first, false oldest first */
    date: bool().optional(),
    page: pageInput.page,
    docs: pageSize(PAGE_SIZES.tableMax, PAGE_SIZES.repository),
    /** part of the title, any case */
    filter_by_title: z.string({ error: M.FIELD_INVALID }).trim().max(100, M.tooLong(100)).default(''),
  }),
  output: z.object({ materials: z.array(materialOutput), pagination }),
  access: { kind: 'entity', roles: ADMINS, entity: { from: 'field', field: 'entity_id' }, permission },
  mutates: false,
});

/** An edit turns into a link when it says type 'url' or sends an address; a new file (multipart) replaces the old one. */
function editLinkRules(v: { type?: string; url?: unknown; name_file?: unknown }, ctx: z.RefinementCtx) {
  const isLink = v.type === 'url' || (typeof v.url === 'string' && v.url !== '');
  if (!isLink) return;
  if (typeof v.url !== 'string' || !isWebAddress(v.url)) ctx.addIssue({ code: 'custom', path: ['url'], message: M.URL_INVALID });
  if (typeof v.name_file !== 'string' || !v.name_file) {
    ctx.addIssue({ code: 'custom', path: ['name_file'], message: M.MATERIAL_EDIT_BLANK });
  }
}

const editFields = {
  title: requiredText(LIMITS.materialTitle, M.MATERIAL_EDIT_BLANK),
  description: requiredText(LIMITS.materialDescription, M.MATERIAL_EDIT_BLANK),
  category: id(),
  /** digits only, at most 5; kept only while the material is public */
  price: digits(LIMITS.priceChars, M.PRICE_INVALID).optional(),
  /** absent: unchanged */
  state: z.enum(MATERIAL_STATES).optional(),
  type: z.enum(['file', ...MATERIAL_TYPES]).optional(),
  url: z.string({ error: M.URL_INVALID }).trim().max(INPUT_BOUNDS.url, M.tooLong(INPUT_BOUNDS.url)).optional(),
  /** a link's name; for a file, its shown name (absent: unchanged) */
  name_file: z.string({ error: M.MATERIAL_EDIT_BLANK }).trim().max(LIMITS.materialFileName, M.tooLong(LIMITS.materialFileName)).optional(),
};

/** The edit form of 02 §5 ('Editar material de clases'): the texts and the category always; the source only when it changes. */
export const materialEditForm = z.object(editFields).superRefine(editLinkRules);

export const editMaterial = defineFname({
  service: 'materials',
  name: 'editMaterial',
  input: z
    .object({ ...editFields, material_id: id(), entity: id() })
    .superRefine(editLinkRules),
  output: z.object({ material: materialOutput }),
  access: { kind: 'entity', roles: ADMINS, entity: { from: 'field', field: 'entity' }, permission },
  mutates: true,
  files: { files: materialFile },
});

export const deleteMaterial = defineFname({
  service: 'materials',
  name: 'deleteMaterial',
  input: z.object({ material_id: id(), entity_id: id() }),
  output: okOutput,
  access: { kind: 'entity', roles: ADMINS, entity: { from: 'field', field: 'entity_id' }, permission },
  mutates: true,
});

export const getMaterialLink = defineFname({
  ...PUBLIC_FNAMES.getMaterialLink,
  input: z.object({ material_id: id() }),
  output: z.object({ url: z.string(), expires_at: z.string().nullable() }),
  // staff of the entity open any of its materials; a student only those of a module unlocked for them
  access: {
    kind: 'entity',
    roles: STAFF_AND_STUDENTS,
    entity: { from: 'record', field: 'material_id', record: 'material' },
    permission: 'services.materials',
  },
  mutates: false,
});
