// The date rules of scheduled courses and module scheduling (02 §4, §5), over the whole table of cases and a property
// test: however modules are scheduled, edited and removed through these rules, no two overlap and all stay inside the
// main course.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as M from '../common/messages.js';
import {
  addDays, formatDayMonthYear, type ModuleSlot, minEndFor, moduleDateBounds, moduleScheduleIssues, scheduledCourseIssues, todayIn,
} from './scheduleds.rules.js';

const slot = (start_date: string | null = null, end_date: string | null = null): ModuleSlot => ({ start_date, end_date });
const MAIN = { start_date: '2026-03-01', end_date: '2026-06-30' };

describe('addDays', () => {
  it.each([
    ['2026-01-31', 1, '2026-02-01'],
    ['2025-12-31', 1, '2026-01-01'],
    ['2026-01-01', -1, '2025-12-31'],
    ['2026-02-28', 1, '2026-03-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2028-02-29', 1, '2028-03-01'],
    ['2024-03-01', -2, '2024-02-28'],
    ['2100-02-28', 1, '2100-03-01'],
    ['2000-02-28', 1, '2000-02-29'],
    ['2026-03-29', 2, '2026-03-31'],
    ['2026-06-15', 0, '2026-06-15'],
  ])('%s %i days is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });
});

describe('todayIn (Lima is UTC-5 all year)', () => {
  it.each([
    ['2026-01-01T04:30:00Z', 'America/Lima', '2025-12-31'],
    ['2026-01-01T04:59:59.999Z', 'America/Lima', '2025-12-31'],
    ['2026-01-01T05:00:00Z', 'America/Lima', '2026-01-01'],
    ['2026-01-01T04:30:00Z', 'UTC', '2026-01-01'],
    ['2024-03-01T03:00:00Z', 'America/Lima', '2024-02-29'],
    ['2026-07-15T23:59:00-05:00', 'America/Lima', '2026-07-15'],
  ])('at %s in %s it is %s', (instant, zone, expected) => {
    expect(todayIn(zone, new Date(instant))).toBe(expected);
  });

  it('defaults to America/Lima', () => {
    expect(todayIn(undefined, new Date('2026-01-01T04:30:00Z'))).toBe('2025-12-31');
  });

  it('formats day-month-year for the module scheduling header', () => {
    expect(formatDayMonthYear('2026-03-09')).toBe('09-03-2026');
  });
});

describe('scheduledCourseIssues (02 §5)', () => {
  const today = '2026-01-10';
  it.each([
    ['today to today', '2026-01-10', '2026-01-10', undefined, []],
    ['a start yesterday', '2026-01-09', '2026-02-01', undefined, [['start_date', M.SCHEDULE_START_IN_PAST]]],
    ['an end before the start', '2026-01-20', '2026-01-19', undefined, [['end_date', M.SCHEDULE_END_BEFORE_START]]],
    ['both', '2026-01-01', '2025-12-31', undefined, [['start_date', M.SCHEDULE_START_IN_PAST], ['end_date', M.SCHEDULE_END_BEFORE_START]]],
    ['an edit keeping a start already past', '2026-01-02', '2026-02-01', '2026-01-02', []],
    ['an edit before the current (past) start', '2026-01-01', '2026-02-01', '2026-01-02', [['start_date', M.SCHEDULE_START_BEFORE_CURRENT]]],
    ['an edit moving a future start back to today', '2026-01-10', '2026-02-01', '2026-01-20', []],
    ['an edit moving a future start before today', '2026-01-09', '2026-02-01', '2026-01-20', [['start_date', M.SCHEDULE_START_BEFORE_CURRENT]]],
  ] as const)('%s', (_label, start_date, end_date, current, expected) => {
    const issues = scheduledCourseIssues({ start_date, end_date }, today, current);
    expect(issues.map((i) => [i.path, i.message])).toEqual(expected);
  });
});

describe('moduleDateBounds (02 §4)', () => {
  it.each([
    ['the first module, nothing scheduled', [slot(), slot()], 0, { minStart: '2026-03-01', maxDate: '2026-06-30' }],
    ['the first module, the next scheduled', [slot(), slot('2026-04-10', '2026-04-30')], 0, { minStart: '2026-03-01', maxDate: '2026-04-09' }],
    ['the first module, already scheduled, the next too', [slot('2026-03-01', '2026-03-05'), slot('2026-03-07', '2026-03-09')], 0,
      { minStart: '2026-03-01', maxDate: '2026-03-06' }],
    ['the second, the previous ending on the last day of March', [slot('2026-03-01', '2026-03-31'), slot()], 1,
      { minStart: '2026-04-02', maxDate: '2026-06-30' }],
    ['the second, the previous ending on 30 March', [slot('2026-03-01', '2026-03-30'), slot()], 1, { minStart: '2026-04-01', maxDate: '2026-06-30' }],
    ['a middle one, both neighbours scheduled', [slot('2026-03-01', '2026-03-10'), slot(), slot('2026-05-01', '2026-05-31')], 1,
      { minStart: '2026-03-12', maxDate: '2026-04-30' }],
    ['the last one, when the one after a gap is scheduled', [slot('2026-03-01', '2026-03-10'), slot(), slot(), slot('2026-06-01', '2026-06-05')], 1,
      { minStart: '2026-03-12', maxDate: '2026-05-31' }],
    ['exactly one day left', [slot('2026-03-01', '2026-06-28'), slot()], 1, { minStart: '2026-06-30', maxDate: '2026-06-30' }],
  ] as const)('%s', (_label, modules, index, expected) => {
    expect(moduleDateBounds(MAIN, modules, index)).toEqual({ allowed: true, ...expected });
  });

  it.each([
    ['across the new year', { start_date: '2025-12-01', end_date: '2026-03-31' }, '2025-12-30', '2026-01-01'],
    ['on the last day of the year', { start_date: '2025-12-01', end_date: '2026-03-31' }, '2025-12-31', '2026-01-02'],
    ['into a leap day', { start_date: '2028-02-01', end_date: '2028-04-30' }, '2028-02-27', '2028-02-29'],
    ['over a leap day', { start_date: '2028-02-01', end_date: '2028-04-30' }, '2028-02-28', '2028-03-01'],
    ['in a common year', { start_date: '2026-02-01', end_date: '2026-04-30' }, '2026-02-27', '2026-03-01'],
  ])('counts the two-day gap %s', (_label, main, previousEnd, minStart) => {
    expect(moduleDateBounds(main, [slot(main.start_date, previousEnd), slot()], 1)).toEqual({ allowed: true, minStart, maxDate: main.end_date });
  });

  it.each([
    ["the previous module isn't scheduled", [slot(), slot()], 1, M.PREVIOUS_MODULE_REQUIRED],
    ['only half of the previous one is known', [slot('2026-03-01', null), slot()], 1, M.PREVIOUS_MODULE_REQUIRED],
    ['the third, the second unscheduled', [slot('2026-03-01', '2026-03-10'), slot(), slot()], 2, M.PREVIOUS_MODULE_REQUIRED],
    ['no day is left before the main course ends', [slot('2026-03-01', '2026-06-29'), slot()], 1, M.SCHEDULE_NO_ROOM],
    ['no day is left before the next module', [slot('2026-03-01', '2026-03-10'), slot(), slot('2026-03-12', '2026-03-20')], 1, M.SCHEDULE_NO_ROOM],
  ] as const)('refuses when %s', (_label, modules, index, message) => {
    expect(moduleDateBounds(MAIN, modules, index)).toEqual({ allowed: false, message });
  });

  it('sets the minimum end to the chosen start (and to the minimum start before one is chosen)', () => {
    const bounds = { minStart: '2026-03-12' };
    expect(minEndFor(bounds, null)).toBe('2026-03-12');
    expect(minEndFor(bounds, '2026-04-01')).toBe('2026-04-01');
    expect(minEndFor(bounds, '2026-03-01')).toBe('2026-03-12');
  });
});

describe('moduleScheduleIssues', () => {
  const modules = [slot('2026-03-01', '2026-03-10'), slot(), slot('2026-05-01', '2026-05-31')];
  const range = (from: string, to: string) => M.moduleDateRange(from, to);
  it.each([
    ['inside the bounds, up to the day before the next module', '2026-03-12', '2026-04-30', []],
    ['one day into the gap', '2026-03-11', '2026-03-20', [['start_date', range('2026-03-12', '2026-04-30')]]],
    ['an end before the start', '2026-03-20', '2026-03-19', [['end_date', range('2026-03-20', '2026-04-30')]]],
    ['an end on the day the next module starts', '2026-03-20', '2026-05-01', [['end_date', range('2026-03-20', '2026-04-30')]]],
    ['a start after the next module starts', '2026-05-02', '2026-05-03', [
      ['start_date', range('2026-03-12', '2026-04-30')], ['end_date', range('2026-05-02', '2026-04-30')]]],
  ] as const)('%s', (_label, start_date, end_date, expected) => {
    expect(moduleScheduleIssues(MAIN, modules, 1, { start_date, end_date }).map((i) => [i.path, i.message])).toEqual(expected);
  });

  it("answers 'Debes programar el módulo anterior' for a module whose previous one is unscheduled", () => {
    expect(moduleScheduleIssues(MAIN, [slot(), slot()], 1, MAIN)).toEqual([{ path: 'start_date', message: M.PREVIOUS_MODULE_REQUIRED }]);
  });

  it('says the range in day-month-year', () => {
    expect(M.moduleDateRange('2026-03-12', '2026-04-29')).toBe('La fecha debe estar entre el 12-03-2026 y el 29-04-2026');
  });
});

describe('property: schedules built through the rules never break them', () => {
  const DAY = 86_400_000;
  const days = (d: string) => Date.parse(`${d}T00:00:00Z`) / DAY;
  const op = fc.oneof(
    // schedule or edit a module with dates picked inside its bounds
    fc.record({ kind: fc.constant('bounded' as const), index: fc.nat(7), a: fc.double({ min: 0, max: 1, noNaN: true }), b: fc.double({ min: 0, max: 1, noNaN: true }) }),
    // any dates near the main course, stored only when the server's check accepts them
    fc.record({ kind: fc.constant('any' as const), index: fc.nat(7), from: fc.integer({ min: -5, max: 260 }), length: fc.integer({ min: -3, max: 60 }) }),
    // delete the last scheduled module (the only one deleteScheduled allows)
    fc.record({ kind: fc.constant('deleteLast' as const) }),
  );

  it('keeps modules in order, never overlapping, inside the main course', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 0, max: 250 }), fc.integer({ min: 1, max: 8 }), fc.array(op, { maxLength: 40 }),
        (offset, length, count, ops) => {
          const start = addDays('2024-01-01', offset);
          const main = { start_date: start, end_date: addDays(start, length) };
          const modules: ModuleSlot[] = Array.from({ length: count }, () => slot());
          for (const o of ops) {
            if (o.kind === 'deleteLast') {
              const last = modules.map((m) => m.start_date !== null).lastIndexOf(true);
              if (last >= 0) modules[last] = slot();
            } else {
              const index = o.index % count;
              const bounds = moduleDateBounds(main, modules, index);
              let dates: { start_date: string; end_date: string };
              if (o.kind === 'bounded') {
                if (!bounds.allowed) continue;
                const span = days(bounds.maxDate) - days(bounds.minStart);
                const s = addDays(bounds.minStart, Math.floor(o.a * (span + 1)) % (span + 1));
                const endSpan = days(bounds.maxDate) - days(s);
                dates = { start_date: s, end_date: addDays(s, Math.floor(o.b * (endSpan + 1)) % (endSpan + 1)) };
                // what the form offers, the server accepts
                expect(moduleScheduleIssues(main, modules, index, dates)).toEqual([]);
              } else {
                dates = { start_date: addDays(main.start_date, o.from), end_date: addDays(main.start_date, o.from + o.length) };
                if (moduleScheduleIssues(main, modules, index, dates).length) continue;
              }
              modules[index] = slot(dates.start_date, dates.end_date);
            }
            const scheduled = modules.filter((m) => m.start_date !== null) as { start_date: string; end_date: string }[];
            // a prefix of the programme's modules
            expect(modules.slice(0, scheduled.length).every((m) => m.start_date !== null)).toBe(true);
            for (const [i, m] of scheduled.entries()) {
              expect(m.start_date <= m.end_date).toBe(true);
              expect(m.start_date >= main.start_date && m.end_date <= main.end_date).toBe(true);
              // never overlapping the previous one
              if (i > 0) expect(days(m.start_date) - days(scheduled[i - 1].end_date)).toBeGreaterThanOrEqual(1);
              // saving a stored schedule again unchanged is always accepted
              expect(moduleScheduleIssues(main, modules, i, m, m)).toEqual([]);
            }
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
