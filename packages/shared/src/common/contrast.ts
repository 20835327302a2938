// WCAG 2.x contrast between two colours (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio), so that text and icons
// drawn on an entity's colours stay readable whatever colours it chose (docs/decisions/0032-accessibility.md).

/** WCAG AA for normal text. */
export const MIN_CONTRAST = 4.5;
/** A colour as the entity forms store it: #rrggbb. */
export const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

const BLACK = '#000000';
const WHITE = '#ffffff';

type Rgb = [number, number, number];

/** '#rgb', '#rrggbb' or 'rgb(a)(r, g, b[, a])' (alpha ignored); null for anything else. */
export function parseColor(color: string): Rgb | null {
  const value = color.trim();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(value);
  if (short) return [short[1], short[2], short[3]].map((d) => Number.parseInt(`${d}${d}`, 16)) as Rgb;
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(value);
  if (long) return [long[1], long[2], long[3]].map((d) => Number.parseInt(d, 16)) as Rgb;
  const rgb = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(,\s*[\d.]+%?\s*)?\)$/i.exec(value);
  if (rgb) {
    const channels = [rgb[1], rgb[2], rgb[3]].map(Number) as Rgb;
    return channels.every((c) => c <= 255) ? channels : null;
  }
  return null;
}

const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** From 1 (the same) to 21 (black on white); an unreadable colour counts as black. */
export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [a, b].map((c) => luminance(parseColor(c) ?? [0, 0, 0]));
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

export const isReadable = (text: string, background: string) => contrastRatio(text, background) >= MIN_CONTRAST;

/** Black or white, whichever stands out more on `background`: at least 4.58:1 on any colour. */
export const textOn = (background: string) =>
  contrastRatio(WHITE, background) >= contrastRatio(BLACK, background) ? WHITE : BLACK;

/** The entity's chosen text colour where it is readable on `background`, else black or white. */
export const readableTextOn = (background: string, preferred?: string) =>
  preferred && isReadable(preferred, background) ? preferred : textOn(background);

/** What the eye sees of `color` laid at `alpha` (0-1) over `background` (MUI's selected and hover tints). */
export function blend(color: string, background: string, alpha: number): string {
  const [top, bottom] = [parseColor(color) ?? [0, 0, 0], parseColor(background) ?? [255, 255, 255]];
  return toHex(top.map((c, i) => c * alpha + (bottom[i] as number) * (1 - alpha)) as Rgb);
}

/**
 * `color` itself where it is readable on `background`, else `color` mixed with black or white (whichever the
 * background stands further from), in steps of 5 %, until it is: the nearest readable shade of the same hue.
 */
export function readableShadeOn(color: string, background: string): string {
  const rgb = parseColor(color);
  if (!rgb) return textOn(background);
  if (isReadable(color, background)) return toHex(rgb);
  const target = textOn(background) === WHITE ? 255 : 0;
  for (let step = 1; step <= 20; step++) {
    const shade = toHex(rgb.map((c) => c + (target - c) * step * 0.05) as Rgb);
    if (isReadable(shade, background)) return shade;
  }
  return textOn(background);
}
