// The security headers of every answer (docs/decisions/0030-security-headers.md), set by
// @fastify/helmet from the root of the server: the web app's files and routes, the API's calls, /files, /health,
// error and not-found answers alike.
import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { Config } from '../config/env.js';

/**
 * The hash of the empty string, the one inline style allowed. Emotion (MUI's styles) creates each of its <style>
 * elements empty and fills it through CSSOM insertRule, which the policy does not check; the empty element itself is
 * checked, and refused without this, which leaves the page unstyled. A <style> with any text in it is still refused.
 */
export const EMPTY_STYLE_HASH = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

/** Nothing inline and nothing eval'd (decision 0030 records what the app changed for it). */
export const CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", EMPTY_STYLE_HASH],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
};

/** A year, the usual minimum of browsers' preload lists. */
const HSTS_SECONDS = 365 * 24 * 60 * 60;

export function securityHeaders(config: Config): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    // frame-ancestors 'none' already forbids framing; the older header says the same to older browsers
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // only where the server is reached over https: over plain http a browser ignores it, and a test install on
    // http://localhost must never teach a browser to insist on https for that host
    strictTransportSecurity: config.publicUrl.startsWith('https://')
      ? { maxAge: HSTS_SECONDS, includeSubDomains: true }
      : false,
  };
}

/**
 * /files/*: a stored image, PDF or video shown on its own is a document the browser builds itself, and its image
 * viewer styles the <img> with style attributes (measured in Chromium: refused under the app's style-src). So the
 * files' own policy: nothing may run or load but the file itself, inline styles allowed (there is no script to
 * write them), and the web app may show a file in a frame of its own (the certificate's preview), no other site.
 */
export const FILES_CSP_DIRECTIVES = {
  'default-src': ["'none'"],
  'img-src': ["'self'"],
  'media-src': ["'self'"],
  'style-src': ["'unsafe-inline'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'self'"],
};

export const FILES_HEADERS = {
  contentSecurityPolicy: { useDefaults: false, directives: FILES_CSP_DIRECTIVES },
  frameguard: { action: 'sameorigin' },
} satisfies FastifyHelmetOptions;
