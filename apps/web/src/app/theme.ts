// The MUI theme with the entity's branding (01 §1, §9): sidebar, buttons and font colours; Spanish component texts.
import { COLORS, type FONTS } from '@edu/shared';
import { esES } from '@mui/material/locale';
import { createTheme, type Theme } from '@mui/material/styles';
import { loadFont } from '../lib/fonts/load-font';

declare module '@mui/material/styles' {
  interface Palette {
    sidebar: { background: string; text: string };
  }
  interface PaletteOptions {
    sidebar?: { background: string; text: string };
  }
}

export interface Branding {
  bg_sidebar: string;
  bg_buttons: string;
  font_color: string;
}

// MUI computes contrast colours and throws on formats it cannot read (named colours), so only these pass
const READABLE_COLOR = /^(#[0-9a-f]{3}|#[0-9a-f]{6}|rgba?\([\d\s.,%]+\))$/i;
const colorOr = (value: string | undefined, fallback: string) =>
  value && READABLE_COLOR.test(value.trim()) ? value.trim() : fallback;

const cache = new Map<string, Theme>();

export type FontName = (typeof FONTS)[number];

/** The entity's typeface first (its rules are added when a theme first uses it), then MUI's fallbacks. */
const fontFamilyOf = (font: FontName | undefined) =>
  [font === 'Rubik' ? '"Rubik"' : null, '"Roboto"', '"Helvetica"', '"Arial"', 'sans-serif'].filter(Boolean).join(', ');

export function buildTheme(branding?: Partial<Branding> | null, typeface?: FontName): Theme {
  const sidebar = colorOr(branding?.bg_sidebar, COLORS.fallback);
  const buttons = colorOr(branding?.bg_buttons, COLORS.fallback);
  const font = colorOr(branding?.font_color, '#ffffff');
  const key = `${sidebar}|${buttons}|${font}|${typeface ?? ''}`;
  loadFont(typeface);
  let theme = cache.get(key);
  if (!theme) {
    theme = createTheme(
      {
        palette: { primary: { main: buttons }, sidebar: { background: sidebar, text: font } },
        shape: { borderRadius: 8 },
        typography: { fontFamily: fontFamilyOf(typeface) },
        components: {
          // the spec writes each button text in its own case ('ENVIAR', 'Cancelar')
          MuiButton: { styleOverrides: { root: { textTransform: 'none' } } },
        },
      },
      esES,
    );
    cache.set(key, theme);
  }
  return theme;
}

export const defaultTheme = buildTheme(null);
export const superadminTheme = buildTheme(COLORS.superadmin);
