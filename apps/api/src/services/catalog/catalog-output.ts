import type { CatalogCard, CatalogEntity } from '@edu/shared';
import type { Storage } from '../../storage/storage.js';
import type { CatalogCardRow, CatalogEntityRow } from './catalog.queries.js';

/** What the catalogue shows of the entity: its name and branding, nothing of its staff or settings. */
export const toCatalogEntity = (row: CatalogEntityRow, storage: Storage): CatalogEntity => ({
  _id: row.id,
  entity_name: row.entity_name,
  domain: row.domain,
  customize: {
    logo: row.logo ? storage.urlOf(row.logo) : null,
    portrait: row.portrait ? storage.urlOf(row.portrait) : null,
    colors: { bg_sidebar: row.bg_sidebar, bg_buttons: row.bg_buttons, font_color: row.font_color },
    font: row.font,
  },
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
