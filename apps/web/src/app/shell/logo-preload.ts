// The entity's logo is the staff pages' largest paint (decision 0029). Its address is only known once the shell has loaded
// and asked for the entity, so the shell remembers it, and the next page load asks for it first thing, in parallel
// with the app's JavaScript. Public files have stable, immutable addresses (http/files.ts), so a remembered one stays right.
const KEY = 'entity-logo';

interface Remembered {
  entityId: string;
  url: string;
}

export function rememberLogo(entityId: string, url: string | null) {
  try {
    if (url) localStorage.setItem(KEY, JSON.stringify({ entityId, url } satisfies Remembered));
    else localStorage.removeItem(KEY);
  } catch {
    // storage full or refused: the logo just loads when the sidebar shows it
  }
}

/** Adds `<link rel="preload" as="image" fetchpriority="high">` for the logo of the entity the session is in. */
export function preloadRememberedLogo(entityId: string | null | undefined) {
  if (!entityId) return;
  try {
    const remembered = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Remembered | null;
    if (remembered?.entityId !== entityId || !remembered.url.startsWith('/files/public/')) return;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.href = remembered.url;
    link.setAttribute('fetchpriority', 'high');
    document.head.append(link);
  } catch {
    // nothing remembered
  }
}
