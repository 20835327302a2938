// The buyer hears of the counter's decision by e-mail, through the outbox in the decision's transaction (04 §4
// 'Buying'): accepted, with a link to Mis cursos; rejected, with the counter's comment and a link to Mis pedidos;
// annulled by an admin (migration 030), with the reason and a link to Mis pedidos, where the credit note shows; all
// through the entity's students' sign-in, so that a phone without the session still finds its way (decision 0051).
import { M } from '@edu/shared';
import { studentAreaLink } from '../../mail/student-links.js';
import type { Ctx } from '../../rpc/context.js';
import { COMMENT } from './orders.queries.js';

export async function mailOrderDecision(ctx: Ctx, orderId: string, state: 'success' | 'rejected' | 'annulled') {
  const [order] = await ctx.db.query<{
    email: string;
    entity_name: string;
    domain: string;
    comment: string | null;
    courses: string;
  }>(
    `SELECT u.email, e.entity_name, e.domain, ${COMMENT},
            (SELECT string_agg(i.course_name, ', ' ORDER BY i.seq) FROM order_items i WHERE i.order_id = o.id) AS courses
     FROM orders o JOIN users u ON u.id = o.user_id JOIN entities e ON e.id = o.entity_id WHERE o.id = $1`,
    [orderId],
  );
  const base = ctx.services.config.publicUrl;
  const courses = order.courses ?? '';
  await ctx.services.mailer.enqueue(ctx.db, {
    requestId: ctx.requestId,
    to: order.email,
    ...contentOf(state, order.entity_name, courses, order.comment ?? '', (path) =>
      studentAreaLink(base, path, order.domain),
    ),
  });
}

function contentOf(
  state: 'success' | 'rejected' | 'annulled',
  entity: string,
  courses: string,
  comment: string,
  link: (path: string) => string,
) {
  if (state === 'success')
    return {
      subject: M.orderAcceptedMailSubject(entity),
      text: `${M.orderAcceptedMailText(courses)}\n${link('/aula/cursos')}\n`,
    };
  if (state === 'rejected') {
    const text = `${M.orderRejectedMailText(courses, comment)}\n${link('/aula/pedidos')}\n`;
    return { subject: M.orderRejectedMailSubject(entity), text };
  }
  const text = `${M.orderAnnulledMailText(courses, comment)}\n${link('/aula/pedidos')}\n`;
  return { subject: M.orderAnnulledMailSubject(entity), text };
}
