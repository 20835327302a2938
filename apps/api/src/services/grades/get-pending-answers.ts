import { GRADES, grades } from '@edu/shared';
import { pageWindow, paginationOf } from '../../db/pagination.js';
import { defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { taughtCourse } from './course-access.js';
import { studentSummaryOf } from './enrolled-page.js';
import { countPending, type PendingScope, pendingPage } from './pending.queries.js';

// 'Por calificar' (04 §2.3): the short, large and file answers of the course's students at its programme's
// evaluations (a module schedule: that module's) still without points, in submitted (or expired) attempts, the
// earliest submitted first, 25 a page. A file comes as a short-lived signed link.
export const getPendingAnswers = defineHandler(grades.getPendingAnswers, async (input, ctx) => {
  const course = await taughtCourse(ctx, input.scheduled_id);
  const scope: PendingScope = {
    entityId: entityOf(ctx),
    mainId: course.id,
    programmeId: course.course_id,
    moduleId: course.module_id,
    now: ctx.services.clock.now(),
  };
  const { limit, offset } = pageWindow(input.page, GRADES.pageSize);
  const rows = await pendingPage(ctx.db, scope, limit, offset);
  const total = await countPending(ctx.db, scope);
  return {
    answers: rows.map((r) => ({
      _id: r.id,
      attempt_id: r.attempt_id,
      student: studentSummaryOf(ctx, { id: r.user_id, name: r.name, lastname: r.lastname, email: r.email, photo: r.photo }),
      evaluation: { _id: r.evaluation_id, title: r.evaluation_title },
      question: {
        _id: r.question_id,
        title: r.question_title,
        statement: r.statement,
        type: r.type,
        points: Number(r.points),
        model_answer: r.model_answer,
      },
      text: r.file_key ? null : r.text,
      file: r.file_key ? { name: r.file_name ?? '', url: ctx.services.storage.urlOf(r.file_key) } : null,
      submitted_at: new Date(r.submitted_at).toISOString(),
    })),
    pagination: paginationOf(input.page, GRADES.pageSize, total, rows.length),
  };
});
