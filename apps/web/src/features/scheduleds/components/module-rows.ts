import type { CourseOutput, ModuleSlot, ScheduledOutput } from '@edu/shared';

/** A module of the programme with its schedule inside the main scheduled course, when it has one. */
export interface ModuleRow {
  module: CourseOutput;
  schedule: ScheduledOutput | null;
}

/** The programme's modules, in their order, each with the module schedule whose course it is (02 §4). */
export const moduleRowsOf = (modules: readonly CourseOutput[], schedules: readonly ScheduledOutput[]): ModuleRow[] =>
  modules.map((module) => ({ module, schedule: schedules.find((s) => s.course._id === module._id) ?? null }));

/** What moduleDateBounds reads: each module's dates, or nulls when it is not scheduled. */
export const slotsOf = (rows: readonly ModuleRow[]): ModuleSlot[] =>
  rows.map(({ schedule }) => ({ start_date: schedule?.start_date ?? null, end_date: schedule?.end_date ?? null }));
