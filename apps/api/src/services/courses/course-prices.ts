// Prices of a programme or a module (02 §4-5): exact decimal strings; the free switch, or a free programme, zeroes them.
import { COURSE_ALIASES } from '@edu/shared';
import type { CourseRow } from './courses.queries.js';

export interface Prices {
  price_inscription: string;
  price_certificate: string;
  price_course: string;
}
type PriceInput = { inscription: string; certificate: string; course_price: string };

const ZERO: Prices = { price_inscription: '0', price_certificate: '0', price_course: '0' };
export const isZero = (amount: string) => /^0*(\.0*)?$/.test(amount);
export const isFreeRow = (row: Pick<CourseRow, 'price_inscription' | 'price_certificate' | 'price_course'>) =>
  isZero(row.price_inscription) && isZero(row.price_certificate) && isZero(row.price_course);

/**
 * The prices to store. A module carries only a course price, and none when its programme is free.
 * `current`: the stored prices on an edit (kept when neither price nor free is sent).
 */
export function pricesFor(
  alias: string,
  input: { price?: PriceInput; free?: boolean },
  options: { parentIsFree?: boolean; current?: Prices } = {},
): Prices | undefined {
  if (input.free || options.parentIsFree) return ZERO;
  if (!input.price) return options.current ? undefined : ZERO;
  if (alias === COURSE_ALIASES.module) return { ...ZERO, price_course: input.price.course_price };
  return {
    price_inscription: input.price.inscription,
    price_certificate: input.price.certificate,
    price_course: input.price.course_price,
  };
}
