import type { EntityOutput } from '@edu/shared';
import type { Storage } from '../../storage/storage.js';
import type { EntityRow } from './entities.queries.js';

/** An entity's branding as every answer carries it: logo and portrait by address, colours and font. */
export function customizeOf(
  row: { logo: string | null; portrait: string | null; bg_sidebar: string; bg_buttons: string; font_color: string; font: 'Rubik' | 'Roboto' },
  storage: Storage,
) {
  return {
    logo: row.logo ? storage.urlOf(row.logo) : null,
    portrait: row.portrait ? storage.urlOf(row.portrait) : null,
    colors: { bg_sidebar: row.bg_sidebar, bg_buttons: row.bg_buttons, font_color: row.font_color },
    font: row.font,
  };
}

export function toEntityOutput(row: EntityRow, storage: Storage): EntityOutput {
  return {
    _id: row.id,
    entity_name: row.entity_name,
    entity_type: row.entity_type,
    description: row.description,
    domain: row.domain,
    admin: row.admin_id,
    admin_user: row.admin_id
      ? { _id: row.admin_id, name: row.admin_name ?? '', lastname: row.admin_lastname ?? '', email: row.admin_email ?? '' }
      : null,
    customize: customizeOf(row, storage),
    opt: row.opt,
    created_at: new Date(row.created_at).toISOString(),
    grading: { passing_mark: row.passing_mark, certificate_rule: row.certificate_rule },
  };
}
