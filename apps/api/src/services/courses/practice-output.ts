import type { PracticeOutput } from '@edu/shared';
import type { PracticeRow } from './practices.queries.js';

/** '25.00' → '25%', '12.50' → '12.5%', '33.33' → '33.33%'. */
export const percentText = (share: string) => `${share.includes('.') ? share.replace(/\.?0+$/, '') : share}%`;

export function toPracticeOutput(row: PracticeRow): PracticeOutput {
  return {
    _id: row.id,
    title: row.title,
    course: row.course_id,
    weight: Number(row.weight),
    porcent: percentText(row.share),
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** One practice as the list shows it (its share depends on the others). */
export function practiceIn(rows: PracticeRow[], id: string): PracticeOutput {
  return toPracticeOutput(rows.find((r) => r.id === id) as PracticeRow);
}
