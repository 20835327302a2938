import { courses } from '@edu/shared';
import { defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { toItemOutput } from './item-output.js';
import { itemsOfCourse } from './syllabus.queries.js';

// The dispatcher found the course's entity and checked the caller in it; a course of no entity answered 403.
export const getItems = defineHandler(courses.getItems, async (input, ctx) => {
  const rows = await itemsOfCourse(ctx.db, entityOf(ctx), input.course);
  return { items: rows.map(toItemOutput) };
});
