// The demo platform of spec 03 §4, loaded when the database is empty (never into DATABASE_URL unless SEED_DEMO=always).
import type { Services } from '../rpc/context.js';
import { seedPlatform } from './platform.js';
import { seedScheduleds } from './scheduleds.js';

export interface DemoAccount {
  role: string;
  email: string;
  password: string;
}

export async function seedIfEmpty(services: Services, isExternalDb: boolean): Promise<DemoAccount[]> {
  const mode = services.config.SEED_DEMO;
  if (mode === 'never' || (mode === 'auto' && isExternalDb)) return [];
  const [{ n }] = await services.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  if (n > 0) return [];
  return services.db.tx(async (tx) => {
    const accounts = await seedPlatform({ ...services, db: tx });
    // step 5: scheduled courses of the demo programmes, campuses and teachers
    await seedScheduleds({ ...services, db: tx });
    return accounts;
  });
}
