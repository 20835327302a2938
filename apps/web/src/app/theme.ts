// The MUI theme with the entity's branding (01 §1, §9): sidebar, buttons and font colours; Spanish component texts.
// Text and icons drawn on those colours are chosen for WCAG AA contrast (docs/decisions/0032-accessibility.md).
import {
  blend,
  COLORS,
  contrastRatio,
  type FONTS,
  MIN_CONTRAST,
  readableShadeOn,
  readableTextOn,
  textOn,
} from '@edu/shared';
import { esES } from '@mui/material/locale';
import { createTheme, type Theme } from '@mui/material/styles';
import { loadFont } from '../lib/fonts/load-font';

declare module '@mui/material/styles' {
  interface Palette {
    sidebar: SidebarPalette;
    brand: { main: string; contrastText: string };
  }
  interface PaletteOptions {
    sidebar?: SidebarPalette;
    brand?: { main: string; contrastText: string };
  }
}

interface SidebarPalette {
  background: string;
  /** the entity's font colour where it is readable on the sidebar, else black or white */
  text: string;
  /** what the hovered and current menu entries are tinted with: away from the text, so contrast only grows */
  tint: string;
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

/** The page (grey.50) under text in the palette's colours: a shade readable there is readable on white paper too. */
const PAGE = '#fafafa';

/**
 * A colour as MUI also draws it as text: on the page, and on its own selected tint (a toggle button's 8 %, hovered
 * 12 %): the colour itself where readable there, else the nearest readable shade of it.
 */
const asText = (color: string) => readableShadeOn(color, blend(color, PAGE, 0.12));

// MUI's own status colours, as text (an outlined chip, a warning's label): its orange is 3.2:1 on white, its blue 4.1:1
const base = createTheme().palette;
const STATUS = Object.fromEntries(
  (['error', 'warning', 'info', 'success'] as const).map((name) => [name, { main: asText(base[name].main) }]),
);

function sidebarPalette(background: string, font: string): SidebarPalette {
  const text = readableTextOn(background, font);
  const isTextLighter = contrastRatio(text, '#000000') > contrastRatio(background, '#000000');
  return { background, text, tint: isTextLighter ? '#000000' : '#ffffff' };
}

/** Contained primary buttons keep the entity's colour, text in black or white; hovering moves it away from the text. */
const brandButton = (brand: { main: string; contrastText: string }) => ({
  '--variant-containedBg': brand.main,
  '--variant-containedColor': brand.contrastText,
  '@media (hover: hover)': {
    '&:hover': { '--variant-containedBg': `color-mix(in srgb, ${brand.main} 85%, ${textOn(brand.contrastText)})` },
  },
});

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
    // primary is what MUI also draws as text on the page (text buttons, links, tabs, a focused field's label): the
    // nearest shade of the entity's button colour readable there; brand is the colour itself, for what is filled
    const primary = asText(buttons);
    const brand = { main: buttons, contrastText: textOn(buttons) };
    theme = createTheme(
      {
        palette: {
          contrastThreshold: MIN_CONTRAST,
          primary: { main: primary, contrastText: textOn(primary) },
          ...STATUS,
          brand,
          sidebar: sidebarPalette(sidebar, font),
        },
        shape: { borderRadius: 8 },
        typography: { fontFamily: fontFamilyOf(typeface) },
        components: {
          // a disabled field's helper text often says why it is disabled ('choose a category first'): it stays
          // readable (MUI's disabled grey is 2.7:1)
          MuiFormHelperText: {
            styleOverrides: { root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }) },
          },
          // a person's initials on MUI's grey: its white was 1.9:1
          MuiAvatar: { styleOverrides: { colorDefault: { color: textOn(base.grey[400]) } } },
          // the spec writes each button text in its own case ('ENVIAR', 'Cancelar')
          MuiButton: {
            styleOverrides: {
              root: ({ ownerState }) => ({
                textTransform: 'none',
                ...(ownerState.variant === 'contained' && (ownerState.color ?? 'primary') === 'primary'
                  ? brandButton(brand)
                  : {}),
              }),
            },
          },
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
