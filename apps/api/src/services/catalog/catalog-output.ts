import type { CatalogCard, CatalogEntity } from '@edu/shared';
import type { Storage } from '../../storage/storage.js';
import { customizeOf } from '../entities/entity-output.js';
import type { CatalogCardRow, CatalogEntityRow } from './catalog.queries.js';

/** What the catalogue shows of the entity: its name and branding, nothing of its staff or settings. */
export const toCatalogEntity = (row: CatalogEntityRow, storage: Storage): CatalogEntity => ({
  _id: row.id,
  entity_name: row.entity_name,
  domain: row.domain,
  customize: customizeOf(row, storage),
});

export const toCatalogCard = (row: CatalogCardRow, storage: Storage): CatalogCard => ({
  _id: row.id,
  name: row.name,
  category: row.category,
  campus: row.campus,
  start_date: row.start_date,
  end_date: row.end_date,
  coverpage: row.coverpage ? storage.urlOf(row.coverpage) : null,
  total_price: row.total_price,
});
