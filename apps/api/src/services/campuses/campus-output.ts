import type { CampusOutput } from '@edu/shared';
import type { CampusRow } from './campuses.queries.js';

export function toCampusOutput(row: CampusRow): CampusOutput {
  return {
    _id: row.id,
    name: row.name,
    country: row.country,
    department: row.department,
    address: row.address,
    entity: row.entity_id,
    created_at: new Date(row.created_at).toISOString(),
  };
}
