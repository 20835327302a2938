// A Vite plugin: a copy of index.html for one route (login.html for /login) that asks for the route's lazy chunks and
// stylesheet together with the entry's, instead of after the entry has run and the router has found the route
// (decision 0029). The server sends it for that route only (apps/api/src/http/web-app.ts), so other pages do not download
// what they do not use. Measured with `npm run bench:web`: /login on the mobile preset 2.5 s → 2.2 s to the first paint.
import type { Plugin } from 'vite';

interface Chunk {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}
interface Asset {
  type: 'asset';
  fileName: string;
  source: string | Uint8Array;
}

/** The files `route` needs before it can render: its chunk, the chunks it imports statically, and their stylesheets. */
function filesOf(bundle: Record<string, Chunk | Asset>, route: Chunk) {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (chunk: Chunk | Asset | undefined) => {
    if (chunk?.type !== 'chunk' || scripts.has(chunk.fileName)) return;
    scripts.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
    for (const name of chunk.imports) visit(bundle[name]);
  };
  visit(route);
  return { scripts, styles };
}

export function routePage(source: RegExp, page: string): Plugin {
  return {
    name: 'route-page',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, output) {
      const bundle = output as unknown as Record<string, Chunk | Asset>;
      const index = bundle['index.html'];
      const route = Object.values(bundle).find(
        (c): c is Chunk => c.type === 'chunk' && !!c.facadeModuleId && source.test(c.facadeModuleId),
      );
      if (index?.type !== 'asset' || !route) throw new Error(`route-page: no index.html or no chunk for ${source}`);
      const html = String(index.source);
      const { scripts, styles } = filesOf(bundle, route);
      const fresh = (file: string) => !html.includes(`/${file}"`);
      const links = [
        ...[...scripts].filter(fresh).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
        ...[...styles].filter(fresh).map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
      ];
      this.emitFile({
        type: 'asset',
        fileName: page,
        source: html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`),
      });
    },
  };
}
