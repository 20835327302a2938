import { type LockReason, myCourses } from '@edu/shared';
import { notFound } from '../../errors.js';
import { admittedEntityHas } from '../../rpc/authorize.js';
import { callerOf, defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { syllabusOf } from '../catalog/catalog.queries.js';
import { myFinalGrade } from '../grades/my-final-grade.js';
import { toMyCourseCard } from './my-course-output.js';
import { toMyEvaluation } from '../attempts/my-evaluation-output.js';
import { myEvaluations } from '../attempts/my-evaluations.queries.js';
import { materialsOf, type MyModuleRow, myCourse, myModules } from './my-courses.queries.js';

/** 02 §4: unlocked only when bought and enabled; else the first reason that applies (04 §2.2). */
function lockReasonOf(m: MyModuleRow): LockReason | null {
  if (m.bought && m.enabled) return null;
  if (m.bought) return 'disabled';
  return m.pending ? 'pending' : 'not_bought';
}

// /aula/cursos/{scheduledId} (04 §2.2): the modules in order, locked or unlocked with the reason; the syllabus of
// each, and the materials and published evaluations of the unlocked ones only (materials opened through getMaterialLink),
// each only while the entity has that service on (services.materials, services.evaluations, 01 §3). Not the caller's
// course: 404.
export const getMyCourse = defineHandler(myCourses.getMyCourse, async (input, ctx) => {
  const userId = callerOf(ctx).id;
  const now = ctx.services.clock.now();
  const entityId = entityOf(ctx);
  const row = await myCourse(ctx.db, entityId, userId, input.scheduled_id, now);
  if (!row) throw notFound();
  const modules = await myModules(ctx.db, userId, row.id, row.course_id);
  const unlocked = modules.filter((m) => lockReasonOf(m) === null).map((m) => m.course_id);
  const withMaterials = admittedEntityHas(ctx, 'services.materials');
  const withEvaluations = admittedEntityHas(ctx, 'services.evaluations');
  const [syllabus, materials, evaluations] = await Promise.all([
    syllabusOf(
      ctx.db,
      modules.map((m) => m.course_id),
    ),
    materialsOf(ctx.db, withMaterials ? unlocked : []),
    myEvaluations(ctx.db, userId, withEvaluations ? unlocked : [], now),
  ]);
  return {
    course: {
      ...toMyCourseCard(row, ctx.services.storage, await myFinalGrade(ctx, row.id, userId)),
      description: row.description,
      modules: modules.map((m) => {
        const reason = lockReasonOf(m);
        return {
          course_id: m.course_id,
          scheduled_id: m.scheduled_id,
          name: m.name,
          start_date: m.start_date,
          end_date: m.end_date,
          unlocked: reason === null,
          lock_reason: reason,
          total_price: m.total_price,
          syllabus: syllabus.get(m.course_id) ?? [],
          materials: reason
            ? []
            : materials
                .filter((x) => x.course_id === m.course_id)
                .map((x) => ({
                  _id: x.id,
                  title: x.title,
                  description: x.description,
                  type: x.type,
                  name_file: x.name_file,
                })),
          evaluations: reason
            ? []
            : evaluations.filter((e) => e.course_id === m.course_id).map((e) => toMyEvaluation(e, now)),
        };
      }),
    },
  };
});
