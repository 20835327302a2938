import { courses } from '@edu/shared';
import { defineHandler } from '../../rpc/context.js';
import { entityOf, findInEntity } from '../../rpc/scoped.js';
import { practiceIn } from './practice-output.js';
import { practicesOfCourse, updatePracticeWeight } from './practices.queries.js';

// Only the weight changes (02 §5: the title is not editable); a title sent along is ignored.
export const updateQualifiedPractice = defineHandler(courses.updateQualifiedPractice, async (input, ctx) => {
  const entityId = entityOf(ctx);
  const practice = await findInEntity<{ id: string; course_id: string }>(
    ctx.db, 'qualified_practices', input.qualified_practice, entityId, 'id, course_id',
  );
  await updatePracticeWeight(ctx.db, practice.id, input.weight);
  ctx.audit.recordId = practice.id;
  return { qualifiedPractice: practiceIn(await practicesOfCourse(ctx.db, entityId, practice.course_id), practice.id) };
});
