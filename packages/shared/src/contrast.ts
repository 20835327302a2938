// WCAG 2 contrast: text on the entity's colours must read at 4.5:1 (AA).
/** #rrggbb, the colours an entity's settings store */
export const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** `preferred` when it reads on `background` at 4.5:1, else black or white, whichever reads better (always ≥ 4.5). */
export function readableTextOn(background: string, preferred?: string): string {
  if (preferred && HEX_COLOUR.test(preferred) && contrast(background, preferred) >= 4.5) return preferred;
  return contrast(background, '#000000') >= contrast(background, '#ffffff') ? '#000000' : '#ffffff';
}
