// The buyer hears of the counter's decision by e-mail, through the outbox in the decision's transaction (04 §4
// 'Buying'): accepted, with a link to Mis cursos; rejected, with the counter's comment and a link to Mis pedidos; both
// through the entity's students' sign-in, so that a phone without the session still finds its way (decision 0051).
import { M } from '@edu/shared';
import { studentAreaLink } from '../../mail/student-links.js';
import type { Ctx } from '../../rpc/context.js';

export async function mailOrderDecision(ctx: Ctx, orderId: string, state: 'success' | 'rejected') {
  const [order] = await ctx.db.query<{
    email: string;
    entity_name: string;
    domain: string;
    comment: string | null;
    courses: string;
  }>(
    `SELECT u.email, e.entity_name, e.domain, o.comment,
            (SELECT string_agg(i.course_name, ', ' ORDER BY i.seq) FROM order_items i WHERE i.order_id = o.id) AS courses
     FROM orders o JOIN users u ON u.id = o.user_id JOIN entities e ON e.id = o.entity_id WHERE o.id = $1`,
    [orderId],
  );
  const base = ctx.services.config.publicUrl;
  const courses = order.courses ?? '';
  await ctx.services.mailer.enqueue(ctx.db, {
    requestId: ctx.requestId,
    to: order.email,
    ...(state === 'success'
      ? {
          subject: M.orderAcceptedMailSubject(order.entity_name),
          text: `${M.orderAcceptedMailText(courses)}\n${studentAreaLink(base, '/aula/cursos', order.domain)}\n`,
        }
      : {
          subject: M.orderRejectedMailSubject(order.entity_name),
          text: `${M.orderRejectedMailText(courses, order.comment ?? '')}\n${studentAreaLink(base, '/aula/pedidos', order.domain)}\n`,
        }),
  });
}
