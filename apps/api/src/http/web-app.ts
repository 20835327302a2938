// The built web app on the API's port (decision 0029): each file precompressed at build time (.br, .gz)
// sent in the encoding the browser accepts; hashed assets cached for a year, the app shell revalidated every time.
import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_PREFIX } from '@edu/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { notFoundHandler } from './errors.js';

export const CACHE = {
  /** /assets/*: names carry a hash of the content, so a file under one name never changes */
  hashed: 'public, max-age=31536000, immutable',
  /** index.html (and a route's own copy of it): always asked again (a 304 when unchanged), so an upgrade reaches every browser at once */
  shell: 'no-cache',
  /** the app's own un-hashed files (favicon): kept briefly, then validated with ETag / Last-Modified */
  plain: 'public, max-age=3600',
};

const ENCODED = /\.(br|gz)$/;

function cacheControlOf(root: string, file: string) {
  const path = relative(root, file).replace(ENCODED, '');
  if (path.startsWith(`assets${sep}`)) return CACHE.hashed;
  return path.endsWith('.html') ? CACHE.shell : CACHE.plain;
}

/** Routes with their own copy of index.html that also asks for the route's chunks (apps/web/route-page.ts). */
const ROUTE_PAGES: Record<string, string> = { '/login': 'login.html' };
/** Every route under these prefixes is a page of the students' own entry (decision 0035), student.html. */
const PREFIX_PAGES: [prefix: string, page: string][] = [
  ['/e/', 'student.html'],
  ['/aula/', 'student.html'],
];

const isStudentRoute = (path: string) => PREFIX_PAGES.some(([prefix]) => path.startsWith(prefix));

function pageOf(path: string): string | undefined {
  return ROUTE_PAGES[path] ?? PREFIX_PAGES.find(([prefix]) => path.startsWith(prefix))?.[1];
}

/** Called on the root instance (not registered as a plugin): the not-found handler it sets is the whole server's. */
export async function webAppRoutes(app: FastifyInstance, { root }: { root: string }) {
  // files are looked up on each request, so a rebuild while the server runs is served at once
  await app.register(fastifyStatic, {
    root,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, file) => reply.header('cache-control', cacheControlOf(root, file)),
  });
  const sendIndex = (reply: FastifyReply, path = '/') => {
    const page = pageOf(path);
    return reply.sendFile(page && existsSync(join(root, page)) ? page : 'index.html');
  };
  app.get('/', (_request, reply) => sendIndex(reply));
  app.setNotFoundHandler((request, reply) => {
    // the web app's routes (no file extension) get index.html, to HEAD as to GET; a missing asset stays a 404
    const path = request.url.split('?')[0];
    const readsPage = request.method === 'GET' || request.method === 'HEAD';
    // a students' route may end like a file name: /e/colegioandino.edu.pe is the catalogue of that domain
    const isRoute = isStudentRoute(path) || (!path.startsWith(API_PREFIX) && !/\.[a-z0-9]+$/i.test(path));
    if (readsPage && isRoute) return sendIndex(reply, path);
    return notFoundHandler(request, reply);
  });
}
