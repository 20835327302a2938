import { materials } from '@edu/shared';
import { defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { toMaterialOutput } from './material-output.js';
import { materialsOfCourse } from './materials.queries.js';

// The dispatcher found the course's entity and checked the caller in it.
export const getMaterialsByCourse = defineHandler(materials.getMaterialsByCourse, async (input, ctx) => {
  const rows = await materialsOfCourse(ctx.db, entityOf(ctx), input.course);
  return { materials: rows.map((row) => toMaterialOutput(row, ctx.services.storage)) };
});
