// Spanish conventions of 04: soles as `S/ 120.00`, dates as day-month-year.
export const soles = (amount: string) => `S/ ${amount}`;

/** '2026-03-01' (or an ISO date-time) → '01/03/2026'. */
export function dayMonthYear(date: string | null): string {
  if (!date) return '';
  const [y, m, d] = date.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

export const dateRange = (start: string | null, end: string | null) => `${dayMonthYear(start)} - ${dayMonthYear(end)}`;
