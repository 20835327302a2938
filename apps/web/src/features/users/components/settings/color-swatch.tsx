import { M } from '@edu/shared';
import CheckIcon from '@mui/icons-material/Check';
import ButtonBase from '@mui/material/ButtonBase';
import { getContrastRatio } from '@mui/material/styles';

/** White text on dark colours, black on light ones, so that the sidebar stays readable. */
export const readableTextOn = (color: string) => (getContrastRatio(color, '#ffffff') >= 3 ? '#ffffff' : '#000000');

/** One colour of the logo, chosen like a radio button. */
export function ColorSwatch({ hex, isSelected, onSelect }: { hex: string; isSelected: boolean; onSelect: () => void }) {
  return (
    <ButtonBase
      role="radio"
      aria-checked={isSelected}
      aria-label={M.themeColor(hex)}
      onClick={onSelect}
      sx={{
        width: 48,
        height: 48,
        borderRadius: '50%',
        bgcolor: hex,
        color: readableTextOn(hex),
        border: 3,
        borderColor: isSelected ? 'text.primary' : 'divider',
      }}
    >
      {isSelected && <CheckIcon fontSize="small" />}
    </ButtonBase>
  );
}
