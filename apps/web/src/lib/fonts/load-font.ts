// The typefaces of Mi Entidad's 'Fuentes' (02 §9). Roboto, MUI's own, comes with the first page; another face is
// fetched only when an entity uses it or the settings show it, so no page waits for a face it does not use (decision 0029).
import type { FONTS } from '@edu/shared';

const loaders: Partial<Record<(typeof FONTS)[number], () => Promise<unknown>>> = {
  Rubik: () => import('./rubik.css'),
};
const loaded = new Set<string>();

/** Adds the face's @font-face rules once; the browser then fetches its files when text first uses them. */
export function loadFont(font: (typeof FONTS)[number] | undefined) {
  const load = font && loaders[font];
  if (!load || loaded.has(font)) return;
  loaded.add(font);
  void load().catch(() => loaded.delete(font));
}
