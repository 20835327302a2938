// The buyer hears of the counter's decision by e-mail, through the outbox in the decision's transaction (04 §4
// 'Buying'): accepted, with a link to Mis cursos; rejected, with the counter's comment and a link to Mis pedidos.
import { M } from '@edu/shared';
import type { Ctx } from '../../../rpc/context.js';

export async function mailOrderDecision(ctx: Ctx, orderId: string, state: 'success' | 'rejected') {
  const [order] = await ctx.db.query<{ email: string; entity_name: string; comment: string | null; courses: string }>(
    `SELECT u.email, e.entity_name, o.comment,
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
          text: `${M.orderAcceptedMailText(courses)}\n${base}/aula/cursos\n`,
        }
      : {
          subject: M.orderRejectedMailSubject(order.entity_name),
          text: `${M.orderRejectedMailText(courses, order.comment ?? '')}\n${base}/aula/pedidos\n`,
        }),
  });
}
