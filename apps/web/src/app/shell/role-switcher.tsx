import { M } from '@edu/shared';
import { type AreaRole, ROLE_LABELS, roleOptions, type SwitchRole } from '../../lib/roles';
import { SidebarSelect } from './sidebar-select';

interface RoleSwitcherProps {
  roles: readonly string[];
  value: AreaRole | null;
  onChange: (role: SwitchRole) => void;
}

/**
 * The roles the user holds in the current entity (an admin is offered all three, a student the student area); hidden
 * when there is no choice.
 */
export function RoleSwitcher({ roles, value, onChange }: RoleSwitcherProps) {
  const options = roleOptions(roles);
  if (options.length < 2) return null;
  return (
    <SidebarSelect
      label={M.ROLE_SWITCH_LABEL}
      value={value ?? ''}
      options={options.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
      onChange={(role) => onChange(role as SwitchRole)}
    />
  );
}
