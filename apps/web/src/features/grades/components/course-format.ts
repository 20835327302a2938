import { M } from '@edu/shared';

/** '2026-03-09' → '09/03/2026' (04: dates as day-month-year). */
export const dayOf = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

export const courseDates = (course: { start_date: string; end_date: string }) =>
  M.dateSpan(dayOf(course.start_date), dayOf(course.end_date));

export const fullName = (person: { name: string; lastname: string }) => `${person.name} ${person.lastname}`.trim();
