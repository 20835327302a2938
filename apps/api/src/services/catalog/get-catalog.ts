import { catalog, M, PAGE_SIZES } from '@edu/shared';
import { pageWindow, paginationOf } from '../../db/pagination.js';
import { AppError } from '../../errors.js';
import { defineHandler } from '../../rpc/context.js';
import { toCatalogCard, toCatalogEntity } from './catalog-output.js';
import { catalogPage, entityByDomain } from './catalog.queries.js';

// /e/{domain} (04 §2.1): anyone may read an entity's published courses that have not ended, soonest first.
export const getCatalog = defineHandler(catalog.getCatalog, async (input, ctx) => {
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
});
