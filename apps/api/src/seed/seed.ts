// The demo platform of spec 03 §4, loaded when the database is empty (never into DATABASE_URL unless SEED_DEMO=always).
import type { Services } from '../rpc/context.js';
import { attributeAccountsToSoleEntity } from '../services/users/identity/identity.queries.js';
import { seedCertificates } from './certificates.js';
import { seedEvaluations } from './evaluations.js';
import { seedGrades } from './grades.js';
import { seedOrders } from './orders.js';
import { type DemoAccount, seedPlatform } from './platform.js';
import { seedScheduleds } from './scheduleds.js';
import { seedStudentAccount } from './student-account.js';
import { seedStudents } from './students.js';

export async function seedIfEmpty(services: Services, isExternalDb: boolean): Promise<DemoAccount[]> {
  const mode = services.config.SEED_DEMO;
  if (mode === 'never' || (mode === 'auto' && isExternalDb)) return [];
  const [{ n }] = await services.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  if (n > 0) return [];
  return services.db.tx(async (tx) => {
    const accounts = await seedPlatform({ ...services, db: tx });
    // a question bank and evaluations of one demo module (after the programmes, which seedPlatform loads)
    await seedEvaluations({ ...services, db: tx });
    // scheduled courses of the demo programmes, campuses and teachers
    await seedScheduleds({ ...services, db: tx });
    // students of the demo scheduled courses, enrolled in total and in part
    await seedStudents({ ...services, db: tx });
    // orders with voucher images; after the students, since its buyers are the demo students
    await seedOrders({ ...services, db: tx });
    // certificates of some enrolled students (after the students, whose enrolments they need)
    await seedCertificates({ ...services, db: tx });
    // the student account of /aula (after the other orders, whose buyers are the demo students)
    const student = await seedStudentAccount({ ...services, db: tx });
    // evaluations taken and graded, answers waiting for the demo teacher (after every student and enrolment, the
    // student account's included)
    await seedGrades({ ...services, db: tx });
    // each demo account (decision 0028) of one entity was made by that entity's staff, who may correct it until it is used
    await attributeAccountsToSoleEntity(tx);
    return [...accounts, student];
  });
}
