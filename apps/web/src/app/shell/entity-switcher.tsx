import { M } from '@edu/shared';
import type { EntityAccess } from '../../lib/queries/user-is-in-entities-admin';
import { SidebarSelect } from './sidebar-select';

interface EntitySwitcherProps {
  entities: EntityAccess['entities'];
  value: string | null;
  onChange: (entityId: string) => void;
}

/** Shown only to a user who belongs to more than one entity (01 §2). */
export function EntitySwitcher({ entities, value, onChange }: EntitySwitcherProps) {
  if (entities.length < 2) return null;
  return (
    <SidebarSelect
      label={M.ENTITY_SWITCH_LABEL}
      value={value ?? ''}
      options={entities.map((e) => ({ value: e._id, label: e.entity_name }))}
      onChange={onChange}
    />
  );
}
