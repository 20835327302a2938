// Spanish conventions of 04: soles as `S/ 120.00`, dates as day-month-year in Lima.
import { DEFAULT_TIME_ZONE, todayIn } from '@edu/shared';

export const soles = (amount: string) => `S/ ${amount}`;

/** '2026-03-01' → '01/03/2026'; a date-time (an order's, a certificate's) is the day it was in Lima. */
export function dayMonthYear(date: string | null): string {
  if (!date) return '';
  const day = date.length > 10 ? todayIn(DEFAULT_TIME_ZONE, new Date(date)) : date;
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y}`;
}

export const dateRange = (start: string | null, end: string | null) => `${dayMonthYear(start)} - ${dayMonthYear(end)}`;

const timeInLima = new Intl.DateTimeFormat('en-GB', {
  timeZone: DEFAULT_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
});

/** A date-time as Lima lives it: '01/03/2026 23:59'. */
export const dayMonthYearTime = (iso: string) => `${dayMonthYear(iso)} ${timeInLima.format(new Date(iso))}`;
