import { catalog, M, type ParsedInput } from '@edu/shared';
import { AppError } from '../../errors.js';
import { type Ctx, defineHandler } from '../../rpc/context.js';
import { toCatalogCard, toCatalogEntity } from './catalog-output.js';
import { catalogCourse, entityByDomain, modulesOf, syllabusOf, teachersOf } from './catalog.queries.js';

// /e/{domain}/cursos/{scheduledId} (04 §2.1): a published course with its modules in order, their dates, prices and
// syllabus. A course of another entity, unpublished or ended, is not in this catalogue (404). Reused like the
// catalogue's page (get-catalog.ts).
export const getCatalogCourse = defineHandler(catalog.getCatalogCourse, (input, ctx) =>
  ctx.services.catalog.get(JSON.stringify(['getCatalogCourse', input.domain.toLowerCase(), input.scheduled_id]), () =>
    courseAnswer(input, ctx),
  ),
);

async function courseAnswer(input: ParsedInput<typeof catalog.getCatalogCourse>, ctx: Ctx) {
  const entity = await entityByDomain(ctx.db, input.domain);
  if (!entity) throw new AppError('NOT_FOUND', M.ENTITY_NOT_FOUND_BY_DOMAIN);
  const row = await catalogCourse(ctx.db, entity.id, input.scheduled_id);
  if (!row) throw new AppError('NOT_FOUND', M.SCHEDULED_NOT_IN_CATALOG);
  const [teachers, modules] = await Promise.all([teachersOf(ctx.db, row.id), modulesOf(ctx.db, row.id, row.course_id)]);
  const syllabus = await syllabusOf(ctx.db, modules.map((m) => m.course_id));
  return {
    entity: toCatalogEntity(entity, ctx.services.storage),
    scheduled: {
      ...toCatalogCard(row, ctx.services.storage),
      description: row.description,
      course_price: row.course_price,
      inscription_price: row.inscription_price,
      teachers,
      modules: modules.map((m) => ({ ...m, syllabus: syllabus.get(m.course_id) ?? [] })),
    },
  };
}
