// Class materials (02 §2.3, §3, §4, §5): files or links of a module. Step 4 adds the repository fnames over the same table.
import { z } from 'zod';
import { ADMIN_ROLES, LIMITS, MATERIAL_STATES, MATERIAL_TYPES, PROGRAMME_LIMITS } from '../constants.js';
import * as M from '../messages.js';
import { money } from './courses.js';
import { defineFname } from './define.js';
import { digits, id, requiredText } from './fields.js';

const permission = 'services.materials' as const;

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
  url: z.string({ error: M.URL_INVALID }).trim().max(2000, M.FIELD_TOO_LONG).optional(),
  name_file: z.string({ error: M.MATERIAL_CREATE_BLANK }).trim().max(LIMITS.materialFileName, M.FIELD_TOO_LONG).optional(),
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
  access: { kind: 'entity', roles: ADMIN_ROLES, entity: { from: 'record', field: 'course', record: 'course' }, permission },
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
  access: { kind: 'entity', roles: ADMIN_ROLES, entity: { from: 'field', field: 'entity_id' }, permission },
  mutates: true,
  // pdf, doc/docx, ppt/pptx, mp4, png/jpeg, checked by content in the handler; served only through signed links
  files: { files: { accept: 'any', maxBytes: PROGRAMME_LIMITS.materialBytes, visibility: 'private' } },
});
