import ListItem from '@mui/material/ListItem';
import ListItemButton, { type ListItemButtonProps } from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import type { ReactNode } from 'react';

interface SelectableItemProps {
  selected: boolean;
  onSelect: () => void;
  primary: ReactNode;
  secondary?: ReactNode;
  /** the item's name for screen readers, when its actions would otherwise name it */
  label?: string;
  /** buttons at the item's right (edit, delete) */
  action?: ReactNode;
  /** drawn before the text (a number) */
  before?: ReactNode;
  sx?: ListItemButtonProps['sx'];
}

/** One row of a master list (categories, modules, evaluations…): the chosen one is marked, and said to be current. */
export function SelectableItem({
  selected,
  onSelect,
  primary,
  secondary,
  label,
  action,
  before,
  sx,
}: SelectableItemProps) {
  return (
    <ListItem disablePadding aria-label={label} secondaryAction={action}>
      <ListItemButton selected={selected} aria-current={selected ? 'true' : undefined} onClick={onSelect} sx={sx}>
        {before}
        <ListItemText primary={primary} secondary={secondary} />
      </ListItemButton>
    </ListItem>
  );
}
