// The entity's brand on the students' pages: its logo, name and colours, with text that always reads (WCAG AA 4.5:1).
import { COLORS, type CatalogEntity, HEX_COLOUR, readableTextOn } from '@edu/shared';
import type { CSSProperties, ReactNode } from 'react';
import { Link } from './router';
import { studentPaths } from './paths';

const colourOr = (value: string | undefined) => (value && HEX_COLOUR.test(value) ? value : COLORS.fallback);

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

/** The page's frame: the entity's bar (logo and name, back to its catalogue; the student area's menu) and the content. */
export function BrandFrame({
  entity,
  nav,
  children,
}: {
  entity?: CatalogEntity;
  nav?: ReactNode;
  children: ReactNode;
}) {
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
        {nav}
      </header>
      <main className="st-main">{children}</main>
    </div>
  );
}
