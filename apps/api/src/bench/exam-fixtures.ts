// What the exam start needs of the large dataset, read before the server starts (PGlite has one owner at a time): the
// programme and module of the question bank, the main scheduled course of that programme running now (else the
// latest), ten auto-graded questions of the bank with their right alternatives, and the students who sit the exam.
// Nothing is written here: the bench enrols the students and makes the evaluation through the real server calls.
import type { Config } from '../config/env.js';
import { openDb } from '../db/client.js';
import type { Fixtures } from './bench-fixtures.js';

export type ExamQuestionType = 'unique' | 'boolean' | 'multiple';

export interface ExamQuestion {
  id: string;
  type: ExamQuestionType;
  alternatives: { _id: string; correct: boolean }[];
  /** its points in the exam */
  points: number;
}

export interface ExamFixtures {
  programmeId: string;
  moduleId: string;
  mainScheduledId: string;
  questions: ExamQuestion[];
  students: { id: string; email: string }[];
}

/** questions of the exam: four unique, three multiple and three boolean, 2 points each (20 in all) */
export const EXAM_MIX: Record<ExamQuestionType, number> = { unique: 4, multiple: 3, boolean: 3 };
export const EXAM_POINTS_EACH = 2;

export async function readExamFixtures(config: Config, f: Fixtures, studentCount: number): Promise<ExamFixtures> {
  const db = await openDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    const [module] = await db.query<{ id: string; parent_course_id: string }>(
      `SELECT id, parent_course_id FROM courses WHERE id = $1`,
      [f.bankModuleId],
    );
    const [main] = await db.query<{ id: string }>(
      `SELECT id FROM scheduleds
       WHERE entity_id = $1 AND course_id = $2 AND type_of_scheduled = 'main'
       ORDER BY (start_date <= current_date AND end_date >= current_date) DESC, start_date DESC, id LIMIT 1`,
      [f.entityId, module.parent_course_id],
    );
    if (!main) throw new Error('El programa del banco de preguntas no tiene un curso programado');
    const questions: ExamQuestion[] = [];
    for (const [type, n] of Object.entries(EXAM_MIX) as [ExamQuestionType, number][]) {
      // the oldest of the bank: the seeded evaluations' own, never the ones the soak edits (unique ones no evaluation uses)
      const rows = await db.query<ExamQuestion>(
        `SELECT id, type, alternatives, ${EXAM_POINTS_EACH} AS points FROM questions q WHERE course_id = $1 AND type = $2
         ORDER BY EXISTS (SELECT 1 FROM evaluation_questions eq WHERE eq.question_id = q.id) DESC, seq LIMIT $3`,
        [module.id, type, n],
      );
      if (rows.length < n) throw new Error(`El banco de preguntas no tiene ${n} preguntas de tipo ${type}`);
      questions.push(...rows);
    }
    const students = await db.query<{ id: string; email: string }>(
      `SELECT u.id, u.email FROM memberships m JOIN users u ON u.id = m.user_id
       WHERE m.entity_id = $1 AND m.role_id = 'estudiante' ORDER BY u.dni, u.id LIMIT $2`,
      [f.entityId, studentCount],
    );
    if (students.length < studentCount) throw new Error(`La entidad grande tiene solo ${students.length} estudiantes`);
    return { programmeId: module.parent_course_id, moduleId: module.id, mainScheduledId: main.id, questions, students };
  } finally {
    await db.close();
  }
}
