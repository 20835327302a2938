// What of a course the student may choose at the checkout (04 §2.2, §4 'Buying'), by the rules createOrder applies
// (orders/order-rules.ts): a module bought is not sold again, one pending order per course.
import { type CheckoutModuleState, M } from '@edu/shared';
import { validation } from '../../errors.js';
import type { MyModuleRow } from '../my-courses/my-courses.queries.js';

export type CheckoutModule = Omit<MyModuleRow, 'bought' | 'enabled' | 'pending'> & { state: CheckoutModuleState };

const stateOf = (m: MyModuleRow): CheckoutModuleState => {
  if (m.bought) return 'owned';
  if (m.pending) return 'pending';
  return m.scheduled_id ? 'available' : 'not_scheduled';
};

export const toCheckoutModule = (m: MyModuleRow): CheckoutModule => ({
  course_id: m.course_id,
  scheduled_id: m.scheduled_id,
  name: m.name,
  start_date: m.start_date,
  end_date: m.end_date,
  total_price: m.total_price,
  state: stateOf(m),
});

const refuse = (text: string) => validation(text, { modules: text });

/** The chosen module schedules, in the programme's order; a choice that cannot be bought is refused (400). */
export function chosenSchedules(modules: readonly CheckoutModule[], chosen: readonly string[]): string[] {
  const wanted = new Set(chosen);
  const picked = modules.filter((m) => m.scheduled_id !== null && wanted.has(m.scheduled_id));
  if (picked.length !== wanted.size) throw refuse(M.CHECKOUT_MODULE_NOT_FOR_SALE);
  if (picked.some((m) => m.state === 'owned')) throw refuse(M.ORDER_ALREADY_BOUGHT);
  if (picked.some((m) => m.state === 'pending')) throw refuse(M.ORDER_ALREADY_PENDING);
  return picked.map((m) => m.scheduled_id as string);
}
