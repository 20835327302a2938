// Wire service: `courses` (the spec's, 03 §1).
// Scheduled courses and module scheduling (02 §2.13-2.14, §3 'Scheduled course', §5, §7): fnames of the courses service.
import { z } from 'zod';
import { LIMITS, PAGE_SIZES, SCHEDULED_TYPES } from '../common/constants.js';
import { SCHEDULERS, STAFF } from '../common/role-groups.js';
import * as M from '../common/messages.js';
import { defineFname } from './define.js';
import { bool, id, isoDate, jsonField, okOutput, pageInput, pageSize, pagination } from './fields.js';

// 03 §2: the coordinador (and the admins) schedule; the counter reads scheduled courses
const permission = 'services.courses' as const;

export const scheduledOutput = z.object({
  _id: z.string(),
  entity_id: z.string(),
  name: z.string(),
  description: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  type_of_scheduled: z.enum(SCHEDULED_TYPES),
  /** a module schedule: the main scheduled course it belongs to (both fields carry it, as the spec sends both) */
  main_scheduled: z.string().nullable(),
  parent_scheduled: z.string().nullable(),
  category: z.object({ _id: z.string(), name: z.string() }).nullable(),
  /** the programme (main) or the module (children) */
  course: z.object({
    _id: z.string(),
    name: z.string(),
    description: z.string(),
    /** the course's own cover */
    coverpage: z.string().nullable(),
    price: z.object({ inscription: z.string(), course_price: z.string() }),
    category: z.object({ name: z.string() }).nullable(),
  }),
  campus: z.object({ _id: z.string(), name: z.string() }).nullable(),
  /** the scheduled course's cover, else the course's */
  coverpage: z.string().nullable(),
  teachers: z.array(z.object({ _id: z.string(), name: z.string(), lastname: z.string() })),
  publish: z.boolean(),
  price: z.object({ inscription: z.string(), course_price: z.string() }),
  created_at: z.string(),
});
export type ScheduledOutput = z.infer<typeof scheduledOutput>;

export const SCHEDULED_SORTS = ['name', '-name', 'start_date', '-start_date'] as const;

export const getScheduleds = defineFname({
  service: 'courses',
  name: 'getScheduleds',
  input: z
    .object({
      entity_id: id(),
      type_of_scheduled: z.enum(SCHEDULED_TYPES, M.FIELD_INVALID).default('main'),
      page: pageInput.page,
      docs: pageSize(PAGE_SIZES.campusesPicker, PAGE_SIZES.scheduleds),
      /** part of the name, any case (the students sidebar's search) */
      filter_by_name: z.string().trim().max(100).optional(),
      /** 02 §7: '-name' for the list, '-start_date' for the students sidebar */
      sort: z.enum(SCHEDULED_SORTS, M.FIELD_INVALID).default('-name'),
      /** query {field 'name', search} of the list's search box */
      query: jsonField(
        z.object({ field: z.literal('name').default('name'), search: z.string().trim().max(100).default('') }),
      ).optional(),
      /** accepted because the screens send it; sort decides the order */
      order: z.union([z.string().max(20), z.number()]).optional(),
      /** children: the main scheduled course whose module schedules are listed */
      parent_scheduled: id().optional(),
      /** main: only this scheduled course of the entity (a page opened by its address finds it again) */
      scheduled_id: id().optional(),
    })
    .superRefine((v, ctx) => {
      if (v.type_of_scheduled === 'children' && !v.parent_scheduled) {
        ctx.addIssue({ code: 'custom', path: ['parent_scheduled'], message: M.FIELD_REQUIRED });
      }
    }),
  output: z.object({ scheduleds: z.array(scheduledOutput), pagination }),
  access: { kind: 'entity', roles: STAFF, entity: { from: 'field', field: 'entity_id' }, permission },
  mutates: false,
});

const teacherIds = jsonField(z.array(id()).max(PAGE_SIZES.teachers, M.FIELD_INVALID));

/** The 'Programar Curso' form (02 §3, §5): what the modal and the server both check (dates: scheduledCourseIssues). */
export const scheduledCourseForm = z.object({
  category_id: id(),
  course_id: id(),
  campus_id: id(),
  name: z.string({ error: M.FIELD_REQUIRED }).trim().min(1, M.FIELD_REQUIRED).max(LIMITS.courseName, M.tooLong(LIMITS.courseName)),
  description: z.string({ error: M.FIELD_INVALID }).trim().max(LIMITS.courseDescription, M.tooLong(LIMITS.courseDescription)).default(''),
  start_date: isoDate(),
  end_date: isoDate(),
});

/** The 'Programar Módulo' form (02 §2.14, §5): both dates required, title not. */
export const moduleScheduleForm = z.object({ start_date: isoDate(), end_date: isoDate() });

const mainFields = {
  type_of_scheduled: z.literal('main'),
  entity_id: id(),
  /** the category the form picked (the course's own category is what is stored) */
  category_id: id().optional(),
  course_id: id(),
  campus_id: id(),
  name: scheduledCourseForm.shape.name,
  description: scheduledCourseForm.shape.description,
  start_date: isoDate(),
  end_date: isoDate(),
  /** the teachers: users of the entity holding the role docente */
  teacher_ids: teacherIds.default([]),
  /** the teacher role's id (02 §6: sent as rol); role ids are names such as 'docente', not uuids */
  rol: z.string({ error: M.FIELD_INVALID }).trim().max(50, M.tooLong(50)).optional(),
  publish: bool().default(false),
};

const moduleFields = {
  type_of_scheduled: z.literal('children'),
  entity_id: id(),
  /** the module (a child course of the main scheduled course's programme) */
  course_id: id(),
  /** the main course's campus, or empty */
  campus_id: z.union([id(), z.literal('')]).optional(),
  name: z.string().trim().max(LIMITS.courseName, M.tooLong(LIMITS.courseName)).optional(),
  description: z.string().trim().max(LIMITS.courseDescription, M.tooLong(LIMITS.courseDescription)).optional(),
  start_date: isoDate(),
  end_date: isoDate(),
  main_scheduled: id(),
  parent_scheduled: id().optional(),
};

const coverFiles = { coverpage: { accept: 'image', maxBytes: LIMITS.imageBytes, visibility: 'public' } } as const;

export const createScheduled = defineFname({
  service: 'courses',
  name: 'createScheduled',
  input: z.discriminatedUnion('type_of_scheduled', [
    z.object(mainFields),
    z.object(moduleFields),
  ]),
  output: z.object({ scheduled: scheduledOutput }),
  access: { kind: 'entity', roles: SCHEDULERS, entity: { from: 'field', field: 'entity_id' }, permission },
  mutates: true,
  files: coverFiles,
});

export const updateScheduled = defineFname({
  service: 'courses',
  name: 'updateScheduled',
  input: z.discriminatedUnion('type_of_scheduled', [
    z.object({
      ...mainFields,
      scheduled_id: id(),
      /** the teachers the editor saw (accepted; the server replaces the whole list) */
      teacher_ids_old: teacherIds.optional(),
    }),
    z.object({ ...moduleFields, scheduled_id: id() }),
  ]),
  output: z.object({ scheduled: scheduledOutput }),
  access: { kind: 'entity', roles: SCHEDULERS, entity: { from: 'record', field: 'scheduled_id', record: 'scheduled' }, permission },
  mutates: true,
  files: coverFiles,
});

export const deleteScheduled = defineFname({
  service: 'courses',
  name: 'deleteScheduled',
  input: z.object({ scheduled_id: id(), entity_id: id().optional() }),
  output: okOutput,
  access: { kind: 'entity', roles: SCHEDULERS, entity: { from: 'record', field: 'scheduled_id', record: 'scheduled' }, permission },
  mutates: true,
});
