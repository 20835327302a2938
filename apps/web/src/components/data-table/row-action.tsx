import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';

interface RowActionProps {
  /** what the action does (the tooltip) */
  label: string;
  /** what the row is called: screen readers and tests read '<label>: <name>' */
  name: string;
  icon: ReactNode;
  onClick: () => void;
}

/** One icon action of a table row (Ver, Actualizar, Eliminar…). */
export function RowAction({ label, name, icon, onClick }: RowActionProps) {
  return (
    <Tooltip title={label}>
      <IconButton size="small" aria-label={`${label}: ${name}`} onClick={onClick}>
        {icon}
      </IconButton>
    </Tooltip>
  );
}
