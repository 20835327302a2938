// The bench's exam count (exam-count.ts) over answers saved through the real calls: it finds nothing wrong when every
// acknowledged answer is kept, and it sees each kind of fault when the database is made to hold one.
import { attempts } from '@edu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  boolean,
  examRoom,
  makeEvaluation,
  type MovableClock,
  multiple,
  publish,
  type Student,
  unique,
} from '../services/attempts/attempts-test-kit.js';
import type { TestApp } from '../test/harness.js';
import { countExam, type ExamCount } from './exam-count.js';
import type { ExamQuestion } from './exam-fixtures.js';
import { answersFor, type StudentRecord } from './exam-start.js';

let t: TestApp;
let clock: MovableClock;
let coord: string;
let students: Student[];
let evaluation: string;
let questions: ExamQuestion[];
let records: StudentRecord[];
const attemptOf = new Map<string, string>();

beforeAll(async () => {
  let ana: Student;
  let beto: Student;
  ({ t, clock, coord, ana, beto } = await examRoom(['ana.conteo@test.pe', 'beto.conteo@test.pe']));
  students = [ana, beto];
  const made = await makeEvaluation(t, coord, [unique(5), multiple(5), boolean(5), unique(5)]);
  await publish(t, coord, made.evaluation, clock);
  evaluation = made.evaluation;
  questions = made.questions.map((q) => ({
    id: q._id,
    type: q.type as ExamQuestion['type'],
    alternatives: q.alternatives,
    points: 5,
  }));
  records = [];
  for (const [s, student] of students.entries()) {
    const record: StudentRecord = { userId: student.id, attemptIds: new Set(), answers: new Map() };
    const started = await t.call(attempts.startAttempt, { evaluation_id: evaluation }, student.token);
    const attempt_id = started.body.attempt._id;
    record.attemptIds.add(attempt_id);
    attemptOf.set(student.id, attempt_id);
    // beto leaves the last question unanswered
    for (const [q, question] of questions.slice(0, s === 0 ? 4 : 3).entries()) {
      const { first, last } = answersFor(question, s, q);
      for (const answer of [first, last]) {
        const saved = await t.call(
          attempts.saveAnswer,
          { attempt_id, question_id: question.id, answer },
          student.token,
        );
        expect(saved.status).toBe(200);
        record.answers.set(question.id, answer);
      }
    }
    expect((await t.call(attempts.submitAttempt, { attempt_id }, student.token)).status).toBe(200);
    records.push(record);
  }
});
afterAll(() => t.close());

const clean: ExamCount = {
  students: 2,
  badAttempts: 0,
  sent: 7,
  stored: 7,
  lost: 0,
  doubled: 0,
  wrongValue: 0,
  wrongGrade: 0,
};
const count = () => countExam(t.db, questions, evaluation, records);
class Rollback extends Error {
  constructor(readonly counted: ExamCount) {
    super('rollback');
  }
}
/** counts inside a transaction that changes the stored answers first, then rolls back */
async function countAfter(change: string, params: unknown[]): Promise<ExamCount> {
  try {
    await t.db.tx(async (tx) => {
      await tx.query(change, params);
      throw new Rollback(await countExam(tx, questions, evaluation, records));
    });
  } catch (error) {
    if (error instanceof Rollback) return error.counted;
    throw error;
  }
  throw new Error('the change was not rolled back');
}

describe('the exam count', () => {
  it('changes a changed answer: the value given first is never the one kept', () => {
    for (const question of questions)
      for (let s = 0; s < 30; s++)
        for (let q = 0; q < 10; q++) {
          const { first, last } = answersFor(question, s, q);
          expect(JSON.stringify(first)).not.toBe(JSON.stringify(last));
        }
  });

  it('finds every answer kept once with its last value, one submitted attempt each, grades the sum', async () => {
    expect(await count()).toEqual(clean);
  });

  it('counts a lost answer, one with another value, a row never sent and a grade that is not the sum', async () => {
    const ana = attemptOf.get(students[0].id);
    const beto = attemptOf.get(students[1].id);
    const [first, , , last] = questions;
    const lost = await countAfter('DELETE FROM evaluation_answers WHERE attempt_id = $1 AND question_id = $2', [
      ana,
      first.id,
    ]);
    expect(lost).toMatchObject({ lost: 1, stored: 6, doubled: 0, wrongValue: 0 });
    const other = first.alternatives.find((a) => a._id !== records[0].answers.get(first.id))?._id;
    const changed = await countAfter(
      'UPDATE evaluation_answers SET value = to_jsonb($3::text) WHERE attempt_id = $1 AND question_id = $2',
      [ana, first.id, other],
    );
    expect(changed).toMatchObject({ lost: 0, wrongValue: 1 });
    const extra = await countAfter(
      `INSERT INTO evaluation_answers (entity_id, attempt_id, question_id, value, points, saved_at)
       SELECT entity_id, id, $2, to_jsonb($3::text), 0, now() FROM evaluation_attempts WHERE id = $1`,
      [beto, last.id, last.alternatives[0]._id],
    );
    expect(extra).toMatchObject({ doubled: 1, stored: 8 });
    const graded = await countAfter(
      'UPDATE evaluation_answers SET points = 5 - points WHERE attempt_id = $1 AND question_id = $2',
      [beto, first.id],
    );
    expect(graded).toMatchObject({ wrongGrade: 1, lost: 0, doubled: 0 });
  });

  it('counts a student with no submitted attempt, and one whose starts were answered with another attempt', async () => {
    const unsubmitted = await countAfter('UPDATE evaluation_attempts SET submitted_at = NULL WHERE id = $1', [
      attemptOf.get(students[0].id),
    ]);
    expect(unsubmitted.badAttempts).toBe(1);
    records[1].attemptIds.add(attemptOf.get(students[0].id) as string);
    try {
      expect((await count()).badAttempts).toBe(1);
    } finally {
      records[1].attemptIds.delete(attemptOf.get(students[0].id) as string);
    }
  });
});
