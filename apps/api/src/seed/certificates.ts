// Demo certificates (spec 03 §4, decisions 0007 and 0018): in Colegio Andino, the two students who took the whole of the course that is
// already under way get theirs in the plain look (its programme chose no template), and one student of Full Stack gets
// one in the 'Moderno' template the programme chose (seed/programmes.ts), so both looks can be opened. Issued through
// the same issueCertificate as generateCertificate_2; runs after seed/students.ts, whose enrolments it needs.
import type { Services } from '../rpc/context.js';
import { issueCertificate } from '../services/certificates/issue-certificate.js';

const ANDINO = 'Colegio Andino';

/** [main scheduled course, student's e-mail] */
const CERTIFICATES: [string, string][] = [
  ['Gestión ágil - Cusco (en curso)', 'miguel.condori@alumnos.colegioandino.edu.pe'],
  ['Gestión ágil - Cusco (en curso)', 'valentina.rojas@alumnos.colegioandino.edu.pe'],
  ['Full Stack - Cusco', 'sofia.mamani@alumnos.colegioandino.edu.pe'],
];

export async function seedCertificates(services: Services) {
  const { db } = services;
  for (const [scheduled, email] of CERTIFICATES) {
    const rows = await db.query<{ entity_id: string; scheduled_id: string; user_id: string }>(
      `SELECT s.entity_id, s.id AS scheduled_id, ss.user_id
       FROM scheduleds s JOIN entities e ON e.id = s.entity_id
       JOIN scheduled_students ss ON ss.scheduled_id = s.id JOIN users u ON u.id = ss.user_id
       WHERE e.entity_name = $1 AND s.type_of_scheduled = 'main' AND s.name = $2 AND u.email = $3`,
      [ANDINO, scheduled, email],
    );
    if (!rows[0]) throw new Error(`demo certificates: ${email} is not enrolled in ${scheduled}`);
    const { entity_id, scheduled_id, user_id } = rows[0];
    await issueCertificate(db, services, { entityId: entity_id, scheduledId: scheduled_id, userId: user_id });
  }
}
