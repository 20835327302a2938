import { COURSE_ALIASES, COURSE_TAGS, type CourseOutput, courses, M } from '@edu/shared';
import type { UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { ApiError } from '../../../../lib/api';

const shape = courses.createCourseInput.shape;

/**
 * The programme form of 02 §5, checked with the contract's own fields and rules (courseIssues), so that it shows the
 * server's messages. The cover is required on creation only.
 */
export const programmeFormSchema = (creating: boolean) =>
  z
    .object({
      category_id: z.string().min(1, M.FIELD_REQUIRED),
      name: shape.name,
      description: shape.description,
      target_audiences: shape.target_audiences,
      tags: z.array(z.enum(COURSE_TAGS)),
      free: z.boolean(),
      price: courses.priceInput,
      cover: z.instanceof(File).nullable(),
    })
    .superRefine((values, ctx) => {
      for (const issue of courses.courseIssues(values, COURSE_ALIASES.main, true)) {
        ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
      }
      if (creating && !values.cover)
        ctx.addIssue({ code: 'custom', path: ['cover'], message: M.COURSE_PHOTO_REQUIRED });
    });

export type ProgrammeFormInput = z.input<ReturnType<typeof programmeFormSchema>>;
export type ProgrammeFormOutput = z.output<ReturnType<typeof programmeFormSchema>>;
export type ProgrammeForm = UseFormReturn<ProgrammeFormInput, unknown, ProgrammeFormOutput>;

const EMPTY_PRICE = { inscription: '', certificate: '', course_price: '' };

/** A stored price as the form shows it: '120.00' → '120', '12.50' → '12.5' (the field takes 5 characters). */
export const priceText = (amount: string): string => (Number(amount) === 0 ? '' : String(Number(amount)));

/** The form's values, empty or (edit) from the programme. */
export function defaultsOf(categoryId: string, course?: CourseOutput): ProgrammeFormInput {
  return course
    ? {
        category_id: course.category?._id ?? categoryId,
        name: course.name,
        description: course.description,
        target_audiences: course.target_audiences,
        tags: course.tags.filter((tag): tag is (typeof COURSE_TAGS)[number] =>
          (COURSE_TAGS as readonly string[]).includes(tag),
        ),
        free: course.free,
        price: course.free
          ? EMPTY_PRICE
          : {
              inscription: priceText(course.price.inscription),
              certificate: priceText(course.price.certificate),
              course_price: priceText(course.price.course_price),
            },
        cover: null,
      }
    : {
        category_id: categoryId,
        name: '',
        description: '',
        target_audiences: '',
        tags: [],
        free: false,
        price: EMPTY_PRICE,
        cover: null,
      };
}

/** Puts the server's per-field messages (400 VALIDATION) under the fields that caused them. */
export function showServerErrors(error: unknown, form: ProgrammeForm) {
  if (!(error instanceof ApiError)) return;
  const known = ['name', 'description', 'target_audiences', 'tags', 'category_id'] as const;
  for (const [field, message] of Object.entries(error.fields)) {
    if (field === 'preview') form.setError('cover', { message });
    else if ((known as readonly string[]).includes(field)) form.setError(field as (typeof known)[number], { message });
  }
}

/** Cents of a price as typed ('12.5' → 1250); anything that is not a price counts 0. */
function centsOf(value: string | number | undefined): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(String(value ?? '').trim());
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : 0;
}

/** The read-only subtotal: the sum of the three prices, kept exact in cents. */
export function subtotalOf(price: ProgrammeFormInput['price'] | undefined): string {
  const total = centsOf(price?.inscription) + centsOf(price?.certificate) + centsOf(price?.course_price);
  return `${Math.floor(total / 100)}.${String(total % 100).padStart(2, '0')}`;
}
