import type { Output, users } from '@edu/shared';

/** A row of the entity's staff list (getUsersByEntity), as the table and its dialog read it. */
export type StaffRow = Output<typeof users.getUsersByEntity>['users'][number];

export const fullName = (row: StaffRow) => `${row.user.name} ${row.user.lastname}`;
