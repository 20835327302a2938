import type { ReactNode } from 'react';

export interface Column<Row> {
  key: string;
  /** a text, or a node (a grade book's practice with its weight) */
  header: ReactNode;
  /** the cell; by default the row's property named `key` */
  render?: (row: Row) => ReactNode;
  align?: 'left' | 'center' | 'right';
  /** hidden on screens narrower than this breakpoint (e.g. 'md' hides it on medium and smaller) */
  hideBelow?: 'sm' | 'md' | 'lg';
  width?: number | string;
}

/** The 'Todos' rows-per-page option. */
export const ALL_ROWS = -1;
