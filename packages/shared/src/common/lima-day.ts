// Calendar days 'YYYY-MM-DD' (03 §1) and today in the platform's time zone: the scheduled courses' rules
// (contracts/scheduleds.rules.ts, which re-exports them), the contracts' date bounds and the students' pages read them.
// A module apart from those rules, so that the students' entry downloads these few lines without the staff's module
// scheduling (apps/web/vite.config.ts: student-base).
import { DEFAULT_TIME_ZONE } from './constants.js';

export type IsoDate = string;

const DAY_MS = 86_400_000;
const toDays = (d: IsoDate) =>
  Date.UTC(Number(d.slice(0, 4)), Number(d.slice(5, 7)) - 1, Number(d.slice(8, 10))) / DAY_MS;
const fromDays = (n: number): IsoDate => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** `date` moved by `days` calendar days (month and year boundaries, leap years). */
export const addDays = (date: IsoDate, days: number): IsoDate => fromDays(toDays(date) + days);
export const maxDate = (a: IsoDate, b: IsoDate): IsoDate => (a >= b ? a : b);
export const minDate = (a: IsoDate, b: IsoDate): IsoDate => (a <= b ? a : b);

/** Today's calendar date in `timeZone` (America/Lima by default): at 23:30 in Lima it is still that day there. */
export function todayIn(timeZone: string = DEFAULT_TIME_ZONE, now: Date = new Date()): IsoDate {
  // en-CA formats as YYYY-MM-DD
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** 'día-mes-año' as the module scheduling header shows it (02 §2.14). */
export const formatDayMonthYear = (date: IsoDate) => `${date.slice(8, 10)}-${date.slice(5, 7)}-${date.slice(0, 4)}`;
