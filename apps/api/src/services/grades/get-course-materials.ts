import { grades } from '@edu/shared';
import { defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { toMaterialOutput } from '../materials/material-output.js';
import { materialsOfProgramme } from '../materials/materials.queries.js';
import { courseOutput, taughtCourse, todayOfCtx } from './course-access.js';

// 'Materiales' of a teacher's course (decision 0054): what the programme and its modules hold, grouped by module in
// the programme's order; a docente only of a course that names them (taughtCourse), files through signed links.
export const getCourseMaterials = defineHandler(grades.getCourseMaterials, async (input, ctx) => {
  const course = await taughtCourse(ctx, input.scheduled_id);
  const rows = await materialsOfProgramme(ctx.db, entityOf(ctx), course.course_id);
  const modules: { _id: string; name: string; materials: ReturnType<typeof toMaterialOutput>[] }[] = [];
  for (const row of rows) {
    const material = toMaterialOutput(row, ctx.services.storage);
    const last = modules.at(-1);
    if (last?._id === row.course_id) last.materials.push(material);
    else modules.push({ _id: row.course_id as string, name: row.module_name, materials: [material] });
  }
  return { course: courseOutput(course, todayOfCtx(ctx)), modules };
});
