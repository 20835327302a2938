// The date rules of scheduled courses and module scheduling (02 §4, §5), written once: the forms set their pickers'
// bounds from them and the server refuses a call that breaks them with the same Spanish message.
// Dates are calendar dates 'YYYY-MM-DD' (03 §1); "today" is the caller's today in the platform's time zone.
import { LIMITS } from '../common/constants.js';
import { addDays, type IsoDate, maxDate, minDate } from '../common/lima-day.js';
import * as M from '../common/messages.js';

export {
  addDays,
  formatDayMonthYear,
  type IsoDate,
  maxDate,
  minDate,
  todayIn,
} from '../common/lima-day.js';

export interface DateIssue {
  path: 'start_date' | 'end_date';
  message: string;
}

/**
 * A main scheduled course (02 §5): start not before today (on an edit, not before the current start when that is
 * earlier than today), end not before start.
 */
export function scheduledCourseIssues(
  dates: { start_date: IsoDate; end_date: IsoDate },
  today: IsoDate,
  currentStart?: IsoDate,
): DateIssue[] {
  const issues: DateIssue[] = [];
  const earliest = currentStart ? minDate(currentStart, today) : today;
  if (dates.start_date < earliest) {
    issues.push({ path: 'start_date', message: currentStart ? M.SCHEDULE_START_BEFORE_CURRENT : M.SCHEDULE_START_IN_PAST });
  }
  if (dates.end_date < dates.start_date) issues.push({ path: 'end_date', message: M.SCHEDULE_END_BEFORE_START });
  return issues;
}

/** One module of the programme, in the programme's module order, with its schedule when it has one. */
export interface ModuleSlot {
  start_date: IsoDate | null;
  end_date: IsoDate | null;
}

export type ModuleBounds =
  | { allowed: false; message: string }
  | {
      allowed: true;
      /** earliest start, and earliest end before a start is chosen */
      minStart: IsoDate;
      /** latest start and end */
      maxDate: IsoDate;
    };

const isScheduled = (m: ModuleSlot | undefined): m is { start_date: IsoDate; end_date: IsoDate } =>
  !!m?.start_date && !!m.end_date;

/**
 * The date bounds of module `index` (02 §4, exactly): the first module starts no earlier than the main course; a later
 * module only once the previous one is scheduled, and no earlier than two days after its end; the latest date is the
 * day before the next scheduled module's start, else the main course's end.
 *
 * Under these bounds an edit can end a module the day before its successor starts, which leaves the successor inside
 * the previous module's two-day gap: its stored dates are then accepted when saved again unchanged
 * (moduleScheduleIssues' `current`), and any change must respect the gap (docs/decisions/0017-scheduled-courses.md).
 */
export function moduleDateBounds(
  main: { start_date: IsoDate; end_date: IsoDate },
  modules: readonly ModuleSlot[],
  index: number,
): ModuleBounds {
  const previous = index > 0 ? modules[index - 1] : undefined;
  if (index > 0 && !isScheduled(previous)) return { allowed: false, message: M.PREVIOUS_MODULE_REQUIRED };
  const minStart = isScheduled(previous) ? addDays(previous.end_date, LIMITS.moduleGapDays) : main.start_date;
  // the first scheduled module after this one (the next one, as module schedules form a prefix of the programme)
  const next = modules.slice(index + 1).find(isScheduled);
  const latest = next ? addDays(next.start_date, -1) : main.end_date;
  if (minStart > latest) return { allowed: false, message: M.SCHEDULE_NO_ROOM };
  return { allowed: true, minStart, maxDate: latest };
}

/** The earliest end once a start is chosen: changing the start clears the end and sets its minimum to that start. */
export const minEndFor = (bounds: { minStart: IsoDate }, start: IsoDate | null | undefined): IsoDate =>
  start ? maxDate(bounds.minStart, start) : bounds.minStart;

/**
 * What the server checks before it stores module `index`'s dates; the same messages as the form. `current`: the
 * module's stored dates on an edit; saving them again unchanged is always accepted.
 */
export function moduleScheduleIssues(
  main: { start_date: IsoDate; end_date: IsoDate },
  modules: readonly ModuleSlot[],
  index: number,
  dates: { start_date: IsoDate; end_date: IsoDate },
  current?: { start_date: IsoDate; end_date: IsoDate } | null,
): DateIssue[] {
  if (current && current.start_date === dates.start_date && current.end_date === dates.end_date) return [];
  const bounds = moduleDateBounds(main, modules, index);
  if (!bounds.allowed) return [{ path: 'start_date', message: bounds.message }];
  const issues: DateIssue[] = [];
  if (dates.start_date < bounds.minStart || dates.start_date > bounds.maxDate) {
    issues.push({ path: 'start_date', message: M.moduleDateRange(bounds.minStart, bounds.maxDate) });
  }
  if (dates.end_date < minEndFor(bounds, dates.start_date) || dates.end_date > bounds.maxDate) {
    issues.push({ path: 'end_date', message: M.moduleDateRange(minEndFor(bounds, dates.start_date), bounds.maxDate) });
  }
  return issues;
}
