import { isReadable, M } from '@edu/shared';
import Alert from '@mui/material/Alert';

/**
 * Under an entity's colour pickers: the chosen font colour cannot be read on the chosen sidebar colour (WCAG AA,
 * 4.5:1). The theme then draws the menu in black or white instead (app/theme.ts); this says so while choosing.
 */
export function ContrastWarning({ background = '', text = '' }: { background?: string; text?: string }) {
  // a colour still being typed is judged once it is whole
  if (!HEX.test(background) || !HEX.test(text) || isReadable(text, background)) return null;
  return (
    <Alert severity="warning" sx={{ gridColumn: '1 / -1' }}>
      {M.COLOR_CONTRAST_LOW}
    </Alert>
  );
}

const HEX = /^#[0-9a-f]{6}$/i;
