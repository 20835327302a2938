import { courses } from '@edu/shared';
import { defineHandler } from '../../rpc/context.js';
import { entityOf, findInEntity } from '../../rpc/scoped.js';
import { toPracticeOutput } from './practice-output.js';
import { practicesOfCourse } from './practices.queries.js';

export const getQualifiedPractices = defineHandler(courses.getQualifiedPractices, async (input, ctx) => {
  const entityId = entityOf(ctx);
  const { id } = await findInEntity<{ id: string }>(ctx.db, 'courses', input.parent_course, entityId, 'id');
  return { qualifiedPractices: (await practicesOfCourse(ctx.db, entityId, id)).map(toPracticeOutput) };
});
