// Campuses (02 §2.8): wire service `entities` (03 §1: the spec places their fnames there).
import { z } from 'zod';
import { COUNTRIES, LIMITS, PAGE_SIZES, RESOURCE_LIMITS, regionsOf } from '../common/constants.js';
import { ADMINS, SCHEDULERS } from '../common/role-groups.js';
import * as M from '../common/messages.js';
import { defineFname } from './define.js';
import { nameSearch } from './courses.js';
import { id, okOutput, pageInput, pageSize, pagination, requiredText } from './fields.js';

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
