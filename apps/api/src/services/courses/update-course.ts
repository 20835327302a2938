import { COURSE_ALIASES, courses, M } from '@edu/shared';
import { notFound, validation } from '../../errors.js';
import { defineHandler } from '../../rpc/context.js';
import { entityOf, findInEntity } from '../../rpc/scoped.js';
import { toCourseOutput } from './course-output.js';
import { isFreeRow, pricesFor } from './course-prices.js';
import { courseOfEntity, freeModulesOf, updateCourseColumns } from './courses.queries.js';

// Changes what is sent. A programme or module stays what it is (alias); the rules of 02 §5 apply with the stored alias.
export const updateCourse = defineHandler(courses.updateCourse, async (input, ctx) => {
  const entityId = entityOf(ctx);
  if (input.entity_id && input.entity_id !== entityId) throw notFound();
  const current = await courseOfEntity(ctx.db, entityId, input.course_id);
  if (!current) throw notFound();
  if (input.alias && input.alias !== current.alias) throw validation(M.FIELD_INVALID, { alias: M.FIELD_INVALID });
  const issues = courses.courseIssues(input, current.alias, false);
  if (issues.length) throw validation(issues[0].message, Object.fromEntries(issues.map((i) => [i.path, i.message])));

  const isModule = current.alias === COURSE_ALIASES.module;
  const named = isModule ? undefined : (input.category_id ?? input.category);
  const categoryId = named ? (await findInEntity<{ id: string }>(ctx.db, 'categories', named, entityId, 'id')).id : undefined;
  const parent = isModule ? await courseOfEntity(ctx.db, entityId, current.parent_course_id as string) : undefined;
  const prices = pricesFor(current.alias, input, { parentIsFree: parent ? isFreeRow(parent) : false, current });
  const cover = ctx.files.preview?.[0]?.key;

  await updateCourseColumns(ctx.db, current.id, {
    category_id: categoryId,
    name: input.name,
    description: input.description,
    target_audiences: input.target_audiences,
    tags: input.tags && !isModule ? [...new Set(input.tags)] : undefined,
    preview: cover,
    ...prices,
  });
  const updated = await courseOfEntity(ctx.db, entityId, current.id);
  if (!isModule && isFreeRow(updated)) await freeModulesOf(ctx.db, current.id);
  if (cover && current.preview) {
    const old = current.preview;
    ctx.afterCommit(() => ctx.services.storage.delete(old));
  }
  ctx.audit.recordId = current.id;
  return { course: toCourseOutput(updated, ctx.services.storage) };
});
