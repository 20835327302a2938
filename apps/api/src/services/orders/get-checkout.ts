import { COURSE_ALIASES, M, orders } from '@edu/shared';
import { AppError } from '../../errors.js';
import { callerOf, defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { catalogCourse } from '../catalog/catalog.queries.js';
import { liveEntity } from '../entities/entities.queries.js';
import { toCheckoutAccount } from '../payment-accounts/account-output.js';
import { accountsOf } from '../payment-accounts/payment-accounts.queries.js';
import { pricedLines } from './order-lines.queries.js';
import { pendingOrdersFor } from './orders.queries.js';
import { chosenSchedules, toCheckoutModule } from './checkout-choice.js';
import { myModules } from '../my-courses/my-courses.queries.js';

// /aula/comprar/{scheduledId} (04 §2.2): what the student may buy of a course for sale (published, not ended), the
// lines and total of a choice priced by the SQL createOrder inserts with, and where to pay: the entity's active
// payment accounts (decision 0050). Reads only; createOrder places the order. Not in the catalogue: 404.
export const getCheckout = defineHandler(orders.getCheckout, async (input, ctx) => {
  const entityId = entityOf(ctx);
  const userId = callerOf(ctx).id;
  const course = await catalogCourse(ctx.db, entityId, input.scheduled_id);
  if (!course) throw new AppError('NOT_FOUND', M.SCHEDULED_NOT_IN_CATALOG);
  const [entity, rows, pending, accounts, programme] = await Promise.all([
    liveEntity(ctx.db, entityId),
    myModules(ctx.db, userId, course.id, course.course_id),
    pendingOrdersFor(ctx.db, userId, [course.id]),
    accountsOf(ctx.db, entityId, true),
    pricedLines(ctx.db, entityId, [course.id]),
  ]);
  if (!entity) throw new AppError('NOT_FOUND', M.NOT_FOUND);
  const modules = rows.map(toCheckoutModule);
  const chosen = input.modules?.length ? chosenSchedules(modules, input.modules) : [];
  const priced = chosen.length ? await pricedLines(ctx.db, entityId, chosen) : programme;
  const alias = chosen.length ? COURSE_ALIASES.module : COURSE_ALIASES.main;
  return {
    entity: { _id: entity.id, entity_name: entity.entity_name, domain: entity.domain || null },
    course: { _id: course.id, name: course.name },
    programme_available: !pending.length && modules.every((m) => m.state !== 'owned' && m.state !== 'pending'),
    programme_total_price: programme.total,
    modules,
    lines: priced.lines.map((l) => ({
      scheduled_id: l.scheduled_id,
      name: l.course_name,
      alias,
      course_price: l.course_price,
      inscription_price: l.inscription_price,
      total_price: l.total_price,
    })),
    total_price: priced.total,
    pending_order_id: pending[0]?.order_id ?? null,
    payment_accounts: accounts.map((a) => toCheckoutAccount(a, ctx.services.storage)),
  };
});
