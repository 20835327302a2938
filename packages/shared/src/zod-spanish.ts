// Zod's own messages in Spanish, for every rule that the spec gives no text of its own. Imported by the modules that
// build schemas (contracts/fields.ts, permissions.ts), so that it comes with them and only with them: a page that
// uses no schema (the login page) does not download zod.
import { z } from 'zod';

z.config(z.locales.es());
