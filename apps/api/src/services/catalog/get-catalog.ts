import { catalog, M, PAGE_SIZES, type ParsedInput } from '@edu/shared';
import { pageWindow, paginationOf } from '../../db/pagination.js';
import { AppError } from '../../errors.js';
import { type Ctx, defineHandler } from '../../rpc/context.js';
import { toCatalogCard, toCatalogEntity } from './catalog-output.js';
import { catalogPage, entityByDomain } from './catalog.queries.js';

// /e/{domain} (04 §2.1): anyone may read an entity's published courses that have not ended, soonest first. The same
// for every visitor, so the answer is reused for CATALOG_CACHE_SECONDS (decision 0045); any write through this server
// reads it afresh.
export const getCatalog = defineHandler(catalog.getCatalog, (input, ctx) =>
  ctx.services.catalog.get(JSON.stringify(['getCatalog', input.domain.toLowerCase(), input.query ?? '', input.page]), () =>
    catalogAnswer(input, ctx),
  ),
);

async function catalogAnswer(input: ParsedInput<typeof catalog.getCatalog>, ctx: Ctx) {
  const entity = await entityByDomain(ctx.db, input.domain);
  if (!entity) throw new AppError('NOT_FOUND', M.ENTITY_NOT_FOUND_BY_DOMAIN);
  const docs = PAGE_SIZES.catalog;
  const { rows, total } = await catalogPage(ctx.db, entity.id, { query: input.query ?? '', ...pageWindow(input.page, docs) });
  const storage = ctx.services.storage;
  return {
    entity: toCatalogEntity(entity, storage),
    scheduleds: rows.map((r) => toCatalogCard(r, storage)),
    pagination: paginationOf(input.page, docs, total, rows.length),
  };
}
