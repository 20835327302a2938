import { M, minDate, type ScheduledOutput, scheduledCourseIssues, scheduleds, todayIn } from '@edu/shared';
import type { UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import type { ScheduledCourseValues } from '../api/create-scheduled';

const base = scheduleds.scheduledCourseForm;
const shape = base.shape;

// an empty select or date says 'required' before the contract's own rule (an id, a date) is checked
const chosen = <T extends z.ZodType<unknown, string>>(rule: T) =>
  z.string({ error: M.FIELD_REQUIRED }).trim().min(1, M.FIELD_REQUIRED).pipe(rule);

/**
 * 'Programar Curso' (02 §3, §5): the contract's form plus teachers, publish and cover; the dates follow
 * scheduledCourseIssues with today in Lima (on an edit, not before the current start either).
 */
export const scheduledCourseSchema = (currentStart?: string) =>
  base
    .extend({
      category_id: chosen(shape.category_id),
      course_id: chosen(shape.course_id),
      campus_id: chosen(shape.campus_id),
      start_date: chosen(shape.start_date),
      end_date: chosen(shape.end_date),
      teacher_ids: z.array(z.string()),
      publish: z.boolean(),
      cover: z.instanceof(File).nullable(),
    })
    .superRefine((values, ctx) => {
      for (const issue of scheduledCourseIssues(values, todayIn(), currentStart)) {
        ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
      }
    });

export type ScheduledFormInput = z.input<ReturnType<typeof scheduledCourseSchema>>;
export type ScheduledFormOutput = z.output<ReturnType<typeof scheduledCourseSchema>>;
export type ScheduledForm = UseFormReturn<ScheduledFormInput, unknown, ScheduledFormOutput>;

/** The earliest start the picker offers: today, or on an edit the current start when that is earlier. */
export const earliestStart = (currentStart?: string) => (currentStart ? minDate(currentStart, todayIn()) : todayIn());

/** The form's values, empty or (edit, 02 §4) from the scheduled course. */
export const defaultsOf = (scheduled?: ScheduledOutput): ScheduledFormInput => ({
  category_id: scheduled?.category?._id ?? '',
  course_id: scheduled?.course._id ?? '',
  campus_id: scheduled?.campus?._id ?? '',
  name: scheduled?.name ?? '',
  description: scheduled?.description ?? '',
  start_date: scheduled?.start_date ?? '',
  end_date: scheduled?.end_date ?? '',
  teacher_ids: scheduled?.teachers.map((teacher) => teacher._id) ?? [],
  publish: scheduled?.publish ?? false,
  cover: null,
});

/** What createScheduled / updateScheduled take from the form; rol is the 'docente' role's id. */
export function toValues(values: ScheduledFormOutput, teacherRoleId: string | undefined): ScheduledCourseValues {
  return {
    category_id: values.category_id,
    course_id: values.course_id,
    campus_id: values.campus_id,
    name: values.name,
    description: values.description,
    start_date: values.start_date,
    end_date: values.end_date,
    teacher_ids: values.teacher_ids,
    publish: values.publish,
    ...(teacherRoleId ? { rol: teacherRoleId } : {}),
  };
}
