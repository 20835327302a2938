import { COURSE_ALIASES, courses, M } from '@edu/shared';
import { validation } from '../../errors.js';
import { callerOf, defineHandler } from '../../rpc/context.js';
import { entityOf, findInEntity } from '../../rpc/scoped.js';
import { builtinCategoryId } from './categories.queries.js';
import { toCourseOutput } from './course-output.js';
import { isFreeRow, type Prices, pricesFor } from './course-prices.js';
import { courseOfEntity, insertCourse } from './courses.queries.js';

const PRICE_COLUMNS =
  'id, alias, price_inscription::text AS price_inscription, price_certificate::text AS price_certificate, price_course::text AS price_course';

// A programme needs its cover and a category (the built-in one when none is named); a module needs a programme
// of the same entity, and is free when that programme is.
export const createCourse = defineHandler(courses.createCourse, async (input, ctx) => {
  const entityId = entityOf(ctx);
  const isModule = input.alias === COURSE_ALIASES.module;
  const cover = ctx.files.preview?.[0];
  let categoryId: string | null = null;
  let parentIsFree = false;
  if (isModule) {
    const parent = await findInEntity<Prices & { id: string; alias: string }>(
      ctx.db, 'courses', input.parent_course_id as string, entityId, PRICE_COLUMNS,
    );
    if (parent.alias !== COURSE_ALIASES.main) throw validation(M.FIELD_INVALID, { parent_course_id: M.FIELD_INVALID });
    parentIsFree = isFreeRow(parent);
  } else {
    if (!cover) throw validation(M.COURSE_PHOTO_REQUIRED, { preview: M.COURSE_PHOTO_REQUIRED });
    const named = input.category_id ?? input.category;
    categoryId = named
      ? (await findInEntity<{ id: string }>(ctx.db, 'categories', named, entityId, 'id')).id
      : ((await builtinCategoryId(ctx.db, entityId)) as string);
  }
  const id = await insertCourse(ctx.db, entityId, callerOf(ctx).id, {
    category_id: categoryId,
    parent_course_id: isModule ? (input.parent_course_id as string) : null,
    alias: input.alias,
    name: input.name ?? '',
    description: input.description ?? '',
    target_audiences: input.target_audiences ?? '',
    preview: cover?.key ?? null,
    tags: [...new Set(input.tags ?? [])],
    ...(pricesFor(input.alias, input, { parentIsFree }) as Prices),
  });
  ctx.audit.recordId = id;
  return { course: toCourseOutput(await courseOfEntity(ctx.db, entityId, id), ctx.services.storage) };
});
