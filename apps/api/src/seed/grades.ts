// Demo grades (04 §2.3, §4; decision 0037). In Colegio Andino's 'Full Stack - Cusco', taught by
// docente@colegioandino.edu.pe, the module 'HTML y CSS' gets a small bank and two published evaluations:
// 'Práctica calificada 1 - Estructura HTML' (closed yesterday, counts for 'Práctica calificada 1'), taken by the
// course's students — one graded in full, the others with short and large answers waiting in 'Por calificar' — and
// 'Práctica calificada 2 - CSS' (open for two months, counts for 'Práctica calificada 2'), for the demo student
// estudiante@colegioandino.edu.pe to take, who also has the first one already graded when that account exists.
// 'Proyecto final' is left for the teacher to fill in the grade book.
import { answerHundredths, type QuestionType } from '@edu/shared';
import type { Db } from '../db/client.js';
import type { Services } from '../rpc/context.js';
import { publishRow } from '../services/evaluations/publishing.queries.js';
import { type DemoQuestion, demoModule, insertDemoEvaluation, insertDemoQuestions, one } from './evaluations.js';

const ANDINO = 'Colegio Andino';
const COURSE = 'Full Stack - Cusco';
export const DEMO_TEACHER = 'docente@colegioandino.edu.pe';
export const DEMO_STUDENT = 'estudiante@colegioandino.edu.pe';
const DAY = 86_400_000;

const QUESTIONS: DemoQuestion[] = [
  { title: 'Etiqueta de enlace', type: 'unique', nivel: 'easy', question: '<p>¿Qué etiqueta crea un enlace?</p>', alternatives: [['&lt;a&gt;', true], ['&lt;link&gt;', false], ['&lt;href&gt;', false]] },
  { title: 'HTML semántico', type: 'boolean', nivel: 'easy', question: '<p><code>&lt;nav&gt;</code> agrupa los enlaces de navegación.</p>', alternatives: [['Verdadero', true], ['Falso', false]] },
  { title: 'El modelo de caja', type: 'short', nivel: 'medium', question: '<p>Explique en pocas palabras el modelo de caja de CSS.</p>' },
  { title: 'Maquetar una tarjeta', type: 'large', nivel: 'hard', question: '<p>Escriba el HTML y el CSS de una tarjeta de producto de una bodega.</p>' },
];
const PARTS: [string, number][] = QUESTIONS.map((q) => [q.title, 5]);

/** What each student answered: right or wrong on the closed ones, text on the open ones; points a teacher gave. */
interface Taken {
  email: string;
  right: boolean;
  /** the teacher's points for the short and large answers; none: waiting in 'Por calificar' */
  graded?: [number, number];
}

const TAKEN: Taken[] = [
  { email: 'sofia.mamani@alumnos.colegioandino.edu.pe', right: true, graded: [4.5, 4] },
  { email: 'renato.huaman@alumnos.colegioandino.edu.pe', right: false },
  { email: 'camila.ttito@alumnos.colegioandino.edu.pe', right: true },
  { email: DEMO_STUDENT, right: true, graded: [3.5, 4.5] },
];

const TEXTS: Partial<Record<QuestionType, string>> = {
  short: 'Cada elemento es una caja con contenido, relleno, borde y margen.',
  large: '<article class="tarjeta"><h2>Pan chuta</h2><p>S/ 2.50</p></article> con .tarjeta { display: flex; padding: 1rem; }',
};

export async function seedGrades(services: Services) {
  const { db } = services;
  const module = await demoModule(db, { entity: ANDINO, programme: 'Desarrollo Web Full Stack', module: 'HTML y CSS' });
  const main = await one<{ id: string }>(db, `SELECT id FROM scheduleds WHERE entity_id = $1 AND name = $2 AND type_of_scheduled = 'main'`, [module.entity_id, COURSE]);
  const { id: teacher } = await one<{ id: string }>(db, 'SELECT id FROM users WHERE email = $1', [DEMO_TEACHER]);
  // the demo teacher teaches the course the demo student is in (already so in the scheduled courses' demo)
  await db.query('INSERT INTO scheduled_teachers (scheduled_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [main.id, teacher]);
  const practice = async (title: string) =>
    (await one<{ id: string }>(db, 'SELECT id FROM qualified_practices WHERE course_id = $1 AND title = $2', [module.programme, title])).id;
  const bank = await insertDemoQuestions(db, module, teacher, QUESTIONS);
  const evaluation = (title: string) => insertDemoEvaluation(db, module, teacher, bank, { title, attempts: 2, duration_time: 30, published: true, options: {}, questions: PARTS });
  const now = Date.now();
  const graded = await evaluation('Práctica calificada 1 - Estructura HTML');
  await publishRow(db, graded, {
    opensAt: new Date(now - 6 * DAY).toISOString(),
    closesAt: new Date(now - DAY).toISOString(),
    practiceId: await practice('Práctica calificada 1'),
  });
  const open = await evaluation('Práctica calificada 2 - CSS');
  await publishRow(db, open, {
    opensAt: new Date(now - DAY).toISOString(),
    closesAt: new Date(now + 60 * DAY).toISOString(),
    practiceId: await practice('Práctica calificada 2'),
  });
  for (const [i, taken] of TAKEN.entries()) {
    const [student] = await db.query<{ id: string }>(
      'SELECT u.id FROM users u JOIN scheduled_students ss ON ss.user_id = u.id AND ss.scheduled_id = $2 WHERE u.email = $1',
      [taken.email, main.id],
    );
    // a student the demo does not hold (the demo student's account comes with its own step) is skipped
    if (student) await takeDemo(db, { entityId: module.entity_id, evaluation: graded, userId: student.id, teacher, taken, at: now - (5 - i) * DAY });
  }
}

async function takeDemo(db: Db, v: { entityId: string; evaluation: string; userId: string; teacher: string; taken: Taken; at: number }) {
  const questions = await db.query<{ id: string; type: QuestionType; points: string; alternatives: { _id: string; correct: boolean }[] }>(
    `SELECT q.id, q.type, eq.points::text AS points, q.alternatives FROM evaluation_questions eq JOIN questions q ON q.id = eq.question_id
     WHERE eq.evaluation_id = $1 ORDER BY eq.position`,
    [v.evaluation],
  );
  const started = new Date(v.at);
  const submitted = new Date(v.at + 20 * 60_000);
  const { id: attempt } = await one<{ id: string }>(
    db,
    `INSERT INTO evaluation_attempts (entity_id, evaluation_id, user_id, number, question_order, started_at, deadline, submitted_at)
     VALUES ($1, $2, $3, 1, $4::uuid[], $5, $6, $7) RETURNING id`,
    [v.entityId, v.evaluation, v.userId, questions.map((q) => q.id), started, new Date(v.at + 30 * 60_000), submitted],
  );
  let open = 0;
  for (const q of questions) {
    const pick = q.alternatives.find((a) => a.correct === v.taken.right)?._id ?? null;
    const value = TEXTS[q.type] ?? pick;
    const auto = answerHundredths(q, value);
    const teacherPoints = auto === null ? (v.taken.graded?.[open++] ?? null) : null;
    const points = auto !== null ? (auto / 100).toFixed(2) : teacherPoints === null ? null : teacherPoints.toFixed(2);
    const byTeacher = auto === null && teacherPoints !== null;
    await db.query(
      `INSERT INTO evaluation_answers (entity_id, attempt_id, question_id, value, points, comment, graded_by, graded_at, saved_at)
       VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, $8, $9)`,
      [v.entityId, attempt, q.id, JSON.stringify(value), points, byTeacher ? 'Buen trabajo' : null, byTeacher ? v.teacher : null, byTeacher ? submitted : null, submitted],
    );
  }
}
