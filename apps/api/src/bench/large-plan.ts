// How many rows of each kind the large dataset holds at a given scale (1 = the sizes of docs/performance.md), and the names of
// its run: a second run (--force) gets its own tag, so its ids, e-mails and domains never collide with the first's.

export interface LargePlan {
  scale: number;
  seed: number;
  /** prefix of every derived id key */
  tag: string;
  /** the large entity */
  entityName: string;
  domain: string;
  entities: number;
  /** students of the large entity */
  students: number;
  /** students enrolled in the one large scheduled course (the deepest getUsersByScheduled) */
  bigCourseStudents: number;
  /** students of each of the other entities */
  otherStudents: number;
  orders: number;
  materials: number;
  /** main scheduled courses */
  scheduleds: number;
  programmes: number;
  modulesPerProgramme: number;
  campuses: number;
  teachers: number;
  questions: number;
  evaluations: number;
}

/** the marker in the large entity's description that tells a database already holds a large dataset */
export const LARGE_MARKER = '[seed:large]';
/** the password of every account of the large dataset */
export const LARGE_PASSWORD = 'Bench1234';

const sized = (full: number, scale: number, min = 1) => Math.max(min, Math.round(full * scale));

export function planFor(scale: number, seed: number, run: number): LargePlan {
  const students = sized(100_000, scale);
  const questions = sized(10_000, scale);
  const suffix = run > 1 ? String(run) : '';
  return {
    scale,
    seed,
    tag: `L${seed}r${run}`,
    entityName: `Universidad Andina del Sur${suffix ? ` ${suffix}` : ''}`,
    domain: `uandinadelsur${suffix}.edu.pe`,
    entities: sized(50, scale, 2),
    students,
    bigCourseStudents: Math.round(students * 0.2),
    otherStudents: sized(1_000, scale),
    orders: sized(200_000, scale),
    materials: sized(20_000, scale),
    scheduleds: sized(2_000, scale, 2),
    programmes: sized(200, scale),
    modulesPerProgramme: 5,
    campuses: 10,
    teachers: 20,
    questions,
    // four questions of 5 points each (20 in all) per evaluation
    evaluations: Math.min(5, Math.floor(questions / 4)),
  };
}

/** rows written by each step, for the progress bar and the report */
export function rowCounts(p: LargePlan) {
  return {
    users: p.students + (p.entities - 1) * (p.otherStudents + 1) + 3 + p.teachers,
    entities: p.entities,
    scheduleds: p.scheduleds,
    scheduled_students: p.students + Math.min(p.bigCourseStudents, p.students),
    orders: p.orders,
    materials: p.materials,
    questions: p.questions,
    courses: p.programmes * (1 + p.modulesPerProgramme),
    evaluations: p.evaluations,
  };
}
