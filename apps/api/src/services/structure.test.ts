// The API's service boundary (docs/decisions/0056-one-name-per-area.md), read from the imports themselves: a file of
// services/<a>/ reads another area's data through that area's exported functions (its handlers, outputs, rules, test
// kits), never through the area's SQL, its `*.queries.ts`. The imports that must stay are listed below, each with why;
// a new one fails here, and an allowance that no longer occurs is struck off the list.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const services = import.meta.dirname;

interface Allowed {
  /** the importing file, relative to services/ */
  from: string;
  /** the other area's queries file, relative to services/ */
  to: string;
  why: string;
}

const SUBMITTED = "the one SQL rule of 'an attempt counts as submitted' (its own submission, else its passed deadline)";
const UNLOCKED = "the one test of 'the student has this module unlocked' (bought and enabled, 02 §4)";
const QUESTIONS = "an evaluation's questions in their order with their points: the attempt is taken over the same rows";

const ALLOWED_CROSS_QUERIES: Allowed[] = [
  {
    from: 'orders/order-grants.ts',
    to: 'students/enrolment.queries.ts',
    why: "an annulment takes back an enrolment under the main course's lock, as enrolling takes it (lockMainScheduled)",
  },
  {
    from: 'orders/order-grants.ts',
    to: 'students/students.queries.ts',
    why: 'a main course taken back invalidates its certificate, as removing the student from it does',
  },
  { from: 'attempts/answer-value.ts', to: 'evaluations/evaluations.queries.ts', why: `${QUESTIONS} (the row's type)` },
  { from: 'attempts/attempt-view.ts', to: 'evaluations/evaluations.queries.ts', why: QUESTIONS },
  { from: 'attempts/save-answer.ts', to: 'evaluations/evaluations.queries.ts', why: QUESTIONS },
  { from: 'attempts/start-attempt.ts', to: 'evaluations/evaluations.queries.ts', why: QUESTIONS },
  { from: 'attempts/start-attempt.ts', to: 'my-courses/my-courses.queries.ts', why: UNLOCKED },
  { from: 'attempts/get-my-evaluation.ts', to: 'my-courses/my-courses.queries.ts', why: UNLOCKED },
  { from: 'materials/get-material-link.ts', to: 'my-courses/my-courses.queries.ts', why: UNLOCKED },
  {
    from: 'evaluations/get-published-evaluations.ts',
    to: 'attempts/attempts.queries.ts',
    why: 'the attempts past their deadline are written submitted before the list is read (sweepExpired)',
  },
  { from: 'evaluations/publishing.queries.ts', to: 'attempts/attempts.queries.ts', why: SUBMITTED },
  { from: 'grades/grades.queries.ts', to: 'attempts/attempts.queries.ts', why: SUBMITTED },
  { from: 'grades/pending.queries.ts', to: 'attempts/attempts.queries.ts', why: SUBMITTED },
  { from: 'metrics/dashboard.queries.ts', to: 'attempts/attempts.queries.ts', why: SUBMITTED },
  { from: 'my-courses/my-courses.queries.ts', to: 'attempts/attempts.queries.ts', why: SUBMITTED },
  {
    from: 'grades/grade-answer.ts',
    to: 'attempts/attempts.queries.ts',
    why: "grading reads the attempt's answers and the student's attempts as the attempt wrote them",
  },
  {
    from: 'evaluations/evaluations.queries.ts',
    to: 'question-bank/questions.queries.ts',
    why: "an evaluation's questions are bank questions: the row's type",
  },
  {
    from: 'question-bank/question-output.ts',
    to: 'evaluations/evaluations.queries.ts',
    why: "one output for a bank question and an evaluation's question: the row's type",
  },
  {
    from: 'users/pre-register.ts',
    to: 'auth/auth.queries.ts',
    why: "the invitation's link is a reset token, written as recoverPassword writes it (insertPasswordReset)",
  },
  {
    from: 'auth/signin.ts',
    to: 'users/users.queries.ts',
    why: "signing in on an entity's domain makes the student a member there, in the sign-in's transaction",
  },
  {
    from: 'auth/signin.ts',
    to: 'catalog/catalog.queries.ts',
    why: "the entity of the domain signed in from: the catalogue's one lookup of a domain",
  },
  {
    from: 'auth/reset-password.ts',
    to: 'users/identity/identity.queries.ts',
    why: 'a recovery link used means the owner used the account: the identity rule (markOwnerActive) in the same transaction',
  },
  {
    from: 'users/identity/confirm-email.ts',
    to: 'auth/auth.queries.ts',
    why: "a confirmed e-mail change uses up the user's open reset links, in its transaction",
  },
  {
    from: 'users/reset-password.ts',
    to: 'auth/auth.queries.ts',
    why: 'a user changing their own password checks and writes it as the auth fnames do, and uses up their open reset links',
  },
  {
    from: 'catalog/register-student.ts',
    to: 'users/users.queries.ts',
    why: 'a student registering from the catalogue creates the user and the membership, in one transaction',
  },
  {
    from: 'entities/admin-user.ts',
    to: 'users/users.queries.ts',
    why: "an entity's main administrator is created with the entity, in one transaction",
  },
  {
    from: 'invitations/answer.ts',
    to: 'users/users.queries.ts',
    why: "an accepted invitation adds the membership in the answer's transaction",
  },
  {
    from: 'users/search-user-by-entity.ts',
    to: 'invitations/invitations.queries.ts',
    why: 'the person found says whether an invitation to this entity is still pending',
  },
  {
    from: 'entities/create-entity.ts',
    to: 'catalog/catalog.queries.ts',
    why: "one domain names one catalogue: the locking check (domainTaken) runs in the create's transaction",
  },
  {
    from: 'entities/update-entity.ts',
    to: 'catalog/catalog.queries.ts',
    why: "one domain names one catalogue: the locking check (domainTaken) runs in the update's transaction",
  },
  {
    from: 'certificates/certificate-look.ts',
    to: 'courses/certificates.queries.ts',
    why: "a certificate is drawn with the template its course chose (courses' certificate templates)",
  },
  {
    from: 'grades/enrolled-page.ts',
    to: 'students/students.queries.ts',
    why: "a teacher's students are the enrolled list's page, by the same keyset and search (decision 0044)",
  },
  {
    from: 'grades/get-course-materials.ts',
    to: 'materials/materials.queries.ts',
    why: "a teacher's course shows the materials of the programme and its modules (decision 0054)",
  },
  {
    from: 'grades/gradebook.ts',
    to: 'courses/practices.queries.ts',
    why: "the gradebook's columns are the course's practices with their weights",
  },
  {
    from: 'grades/set-practice-grade.ts',
    to: 'entities/entities.queries.ts',
    why: "the graded student's row answers with their name, read as the entity screens read a person",
  },
  {
    from: 'my-courses/get-my-course.ts',
    to: 'catalog/catalog.queries.ts',
    why: "a course's syllabus is the catalogue's, read the same way",
  },
  {
    from: 'my-courses/get-my-course.ts',
    to: 'attempts/my-evaluations.queries.ts',
    why: "Mis cursos lists each module's evaluations as the evaluation's page reads them",
  },
  {
    from: 'orders/checkout-choice.ts',
    to: 'my-courses/my-courses.queries.ts',
    why: "the checkout offers the modules of the student's course as Mis cursos reads them (the row's type)",
  },
  {
    from: 'orders/get-checkout.ts',
    to: 'my-courses/my-courses.queries.ts',
    why: "the checkout offers the modules of the student's course as Mis cursos reads them",
  },
  {
    from: 'orders/get-checkout.ts',
    to: 'catalog/catalog.queries.ts',
    why: 'the checkout sells the course the catalogue shows, with the same prices',
  },
  {
    from: 'orders/get-checkout.ts',
    to: 'entities/entities.queries.ts',
    why: 'the checkout shows the entity (only a live one) it buys from',
  },
  {
    from: 'orders/get-checkout.ts',
    to: 'payment-accounts/payment-accounts.queries.ts',
    why: "the checkout shows the entity's payment accounts in their order",
  },
  {
    from: 'users/delete-user-by-entity.ts',
    to: 'students/students.queries.ts',
    why: 'a member removed from the entity loses their enrolments and module access there',
  },
];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.ts$/.test(name) ? [path] : [];
  });
}

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^'";]*?from\s+'(\.[^']+)'|(?:^|\n)\s*import\s+'(\.[^']+)'|import\(\s*'(\.[^']+)'\s*\)/g;

/** Every import of a file of one area from a file of another, as paths relative to services/. */
function crossImports() {
  return sources(services).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(IMPORT)].flatMap((m) => {
      const target = relative(services, resolve(dirname(file), (m[1] ?? m[2] ?? m[3]) as string));
      const from = relative(services, file);
      const [a] = from.split('/');
      const [b] = target.split('/');
      if (target.startsWith('..') || !from.includes('/') || a === b) return [];
      return [{ from, to: target.replace(/\.js$/, '.ts') }];
    }),
  );
}

describe('the API service boundary', () => {
  const queries = crossImports().filter(({ to }) => to.endsWith('.queries.ts'));
  const key = ({ from, to }: { from: string; to: string }) => `${from} -> ${to}`;

  it("an area reads another's data through its exported functions, never its queries file (but the allowed ones)", () => {
    const allowed = new Set(ALLOWED_CROSS_QUERIES.map(key));
    expect(queries.map(key).filter((k) => !allowed.has(k))).toEqual([]);
  });

  it('an allowance that no longer occurs is struck off the list; each says why', () => {
    const found = new Set(queries.map(key));
    expect(ALLOWED_CROSS_QUERIES.map(key).filter((k) => !found.has(k))).toEqual([]);
    expect(ALLOWED_CROSS_QUERIES.filter((a) => a.why.trim().length < 20).map(key)).toEqual([]);
    expect(new Set(ALLOWED_CROSS_QUERIES.map(key)).size).toBe(ALLOWED_CROSS_QUERIES.length);
  });

  it('each area folder has an index.ts with its handlers', () => {
    const areas = readdirSync(services).filter((name) => statSync(join(services, name)).isDirectory());
    const without = areas.filter(
      (area) => !/export const \w+Handlers = /.test(safeRead(join(services, area, 'index.ts'))),
    );
    expect(without).toEqual([]);
  });
});

function safeRead(path: string) {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}
