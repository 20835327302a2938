import { M, type ModuleSlot, moduleScheduleIssues, scheduleds } from '@edu/shared';
import { z } from 'zod';

const shape = scheduleds.moduleScheduleForm.shape;
const chosen = (rule: typeof shape.start_date) => z.string().trim().min(1, M.FIELD_REQUIRED).pipe(rule);

export interface ModuleScheduleContext {
  main: { start_date: string; end_date: string };
  slots: readonly ModuleSlot[];
  index: number;
}

/** 'Programar Módulo' (02 §4, §5): both dates required, inside the bounds of moduleDateBounds. */
export const moduleScheduleSchema = ({ main, slots, index }: ModuleScheduleContext) =>
  scheduleds.moduleScheduleForm
    .extend({ start_date: chosen(shape.start_date), end_date: chosen(shape.end_date) })
    .superRefine((dates, ctx) => {
      const stored = slots[index];
      const current =
        stored?.start_date && stored.end_date ? { start_date: stored.start_date, end_date: stored.end_date } : null;
      for (const issue of moduleScheduleIssues(main, slots, index, dates, current)) {
        ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
      }
    });

export type ModuleScheduleInput = z.input<ReturnType<typeof moduleScheduleSchema>>;
export type ModuleScheduleOutput = z.output<ReturnType<typeof moduleScheduleSchema>>;
