// The entity's brand on the students' pages: its logo, name and colours, with text that always reads (WCAG AA 4.5:1).
import { COLORS, type CatalogEntity } from '@edu/shared';
import type { CSSProperties, ReactNode } from 'react';
import { Link } from './router';
import { studentPaths } from './paths';

const HEX = /^#[0-9a-f]{6}$/i;

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
  if (preferred && HEX.test(preferred) && contrast(background, preferred) >= 4.5) return preferred;
  return contrast(background, '#000000') >= contrast(background, '#ffffff') ? '#000000' : '#ffffff';
}

const colourOr = (value: string | undefined) => (value && HEX.test(value) ? value : COLORS.fallback);

/** CSS variables of the entity's colours (set through the CSSOM, which the page's CSP allows). */
export function brandStyle(entity: CatalogEntity | undefined): CSSProperties {
  const bar = colourOr(entity?.customize.colors.bg_sidebar);
  const button = colourOr(entity?.customize.colors.bg_buttons);
  return {
    '--st-bar': bar,
    '--st-bar-text': readableTextOn(bar, entity?.customize.colors.font_color),
    '--st-button': button,
    '--st-button-text': readableTextOn(button, entity?.customize.colors.font_color),
  } as CSSProperties;
}

/** The page's frame: the entity's bar (logo and name, back to its catalogue) and the content. */
export function BrandFrame({ entity, children }: { entity?: CatalogEntity; children: ReactNode }) {
  return (
    <div className="st-page" style={brandStyle(entity)}>
      <header className="st-bar">
        {entity && (
          <Link className="st-brand" to={studentPaths.catalogue(entity.domain)}>
            {entity.customize.logo && (
              <img className="st-logo" src={entity.customize.logo} alt="" width="40" height="40" />
            )}
            <span>{entity.entity_name}</span>
          </Link>
        )}
      </header>
      <main className="st-main">{children}</main>
    </div>
  );
}
