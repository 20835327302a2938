import { COLORS, readableShadeOn } from '@edu/shared';
import type { CSSProperties, ReactNode } from 'react';
import './public.css';

// the default theme's colour, as dark as white text on it and it as text on the white card need (decision 0032)
const BRAND = readableShadeOn(COLORS.fallback, '#ffffff');

/** The frame of the public pages: a centred card with the page's title, in the default theme's colour (no MUI). */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="pub-main" style={{ '--pub-brand': BRAND } as CSSProperties}>
      <div className="pub-card">
        <h1 className="pub-title">{title}</h1>
        {children}
      </div>
    </main>
  );
}
