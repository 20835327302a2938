// Zod's own messages in Spanish, for every rule that the spec gives no text of its own. Imported by the modules that
// build schemas (contracts/fields.ts, contracts/permissions.tree.ts), so that it comes with them and only with them: a
// page that uses no schema (the login page) does not download zod.
import { z } from 'zod';

z.config(z.locales.es());
// In the browser zod parses without generating code: the page's Content-Security-Policy allows no eval, and zod's
// first parse probes for it with `new Function('')`, which the browser reports as a violation
// (docs/decisions/0030-security-headers.md). The server keeps zod's faster generated parsers.
if ('document' in globalThis) z.config({ jitless: true });
