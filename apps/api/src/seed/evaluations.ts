// Demo question bank and evaluations (spec 03 §4, decisions 0007 and 0019): in Colegio Andino, the module 'JavaScript moderno' of
// 'Desarrollo Web Full Stack' gets a bank with questions of all six types and all three difficulties, two evaluations
// in preparation (the coordinator's list shows them) and one already published (the list hides it). Everything goes
// through the same sanitiser, alternative ids and 20-point rule as the API, so the demo never holds what the screens
// would refuse.
import {
  type AlternativeDraft,
  type Difficulty,
  EVALUATION_OPTIONS,
  type EvaluationOption,
  evaluationTotalIssue,
  initialAlternatives,
  isOpenType,
  M,
  nivelCounts,
  type QuestionType,
  toHundredths,
} from '@edu/shared';
import type { Db } from '../db/client.js';
import type { Services } from '../rpc/context.js';
import { insertEvaluation, replaceEvaluationQuestions } from '../services/evaluations/evaluations.queries.js';
import { storedAlternatives } from '../services/question-bank/question-alternatives.js';
import { insertQuestion } from '../services/question-bank/questions.queries.js';
import { sanitizeStatement } from '../services/question-bank/sanitize-statement.js';
import { publishRow } from '../services/evaluations/publishing.queries.js';

export const DEMO_BANK = {
  entity: 'Colegio Andino',
  programme: 'Desarrollo Web Full Stack',
  module: 'JavaScript moderno',
};

export interface DemoQuestion {
  title: string;
  question: string;
  type: QuestionType;
  nivel: Difficulty;
  /** [value, correct]; boolean: which one is true; open types: none (their placeholder) */
  alternatives?: [string, boolean][];
  /** an open question's 'Respuesta modelo / rúbrica' for the teacher */
  model_answer?: string;
}

const ok = (value: string): [string, boolean] => [value, true];
const no = (value: string): [string, boolean] => [value, false];

export const DEMO_QUESTIONS: DemoQuestion[] = [
  {
    title: 'Declarar una constante',
    type: 'unique',
    nivel: 'easy',
    question: '<p>¿Qué palabra clave declara una variable que <strong>no</strong> puede reasignarse?</p>',
    alternatives: [ok('const'), no('let'), no('var'), no('static')],
  },
  {
    title: 'Cálculo del IGV',
    type: 'unique',
    nivel: 'medium',
    question:
      '<p>Una bodega de Surquillo calcula el precio con IGV así:</p><pre><code>const precio = 50;\nconst total = precio * 1.18;</code></pre><p>¿Cuánto vale <code>total</code>?</p>',
    alternatives: [ok('59'), no('50.18'), no('68'), no('9')],
  },
  {
    title: 'Tipos primitivos',
    type: 'multiple',
    nivel: 'medium',
    question: '<p>Marque <em>todos</em> los tipos primitivos de JavaScript.</p>',
    alternatives: [ok('string'), ok('number'), ok('boolean'), no('array'), no('object')],
  },
  {
    title: 'Métodos que devuelven un arreglo nuevo',
    type: 'multiple',
    nivel: 'hard',
    question:
      '<p>Con <code>const distritos = ["Miraflores", "Barranco", "Surco"]</code>, ¿qué métodos devuelven un <strong>arreglo nuevo</strong> sin cambiar el original?</p>',
    alternatives: [ok('map'), ok('filter'), no('forEach'), no('push'), no('sort')],
  },
  {
    title: 'Igualdad estricta',
    type: 'boolean',
    nivel: 'easy',
    question: "<p>La expresión <code>'5' === 5</code> es verdadera.</p>",
    alternatives: [no(M.BOOLEAN_TRUE), ok(M.BOOLEAN_FALSE)],
  },
  {
    title: 'Promesas y temporizadores',
    type: 'boolean',
    nivel: 'hard',
    question:
      '<p>El <code>then</code> de una promesa ya resuelta se ejecuta antes que un <code>setTimeout(fn, 0)</code> programado en la misma línea de código.</p>',
    alternatives: [ok(M.BOOLEAN_TRUE), no(M.BOOLEAN_FALSE)],
  },
  {
    title: 'Convertir texto en número',
    type: 'short',
    nivel: 'easy',
    question: "<p>Escriba la función que convierte el texto <code>'3.5'</code> en el número decimal 3.5.</p>",
  },
  {
    title: 'Mostrar precios en soles',
    type: 'short',
    nivel: 'medium',
    question:
      '<p>Escriba una expresión que muestre <code>1234.5</code> como <strong>S/ 1,234.50</strong> usando <code>Intl.NumberFormat</code> con la configuración regional de Perú.</p>',
  },
  {
    title: 'async/await frente a then',
    type: 'large',
    nivel: 'hard',
    question:
      '<p>Explique con un ejemplo la diferencia entre encadenar <code>then</code> y usar <code>async</code>/<code>await</code> al consultar el clima de Cusco en una API.</p><ul><li>¿Cómo se manejan los errores en cada caso?</li><li>¿Cuál es más fácil de leer?</li></ul>',
  },
  {
    title: 'Agregar elementos al DOM',
    type: 'large',
    nivel: 'medium',
    question:
      '<p>Describa los pasos para agregar un distrito nuevo a la lista <code>&lt;ul id="distritos"&gt;</code> de una página, sin recargarla.</p>',
  },
  {
    title: 'Proyecto: lista de compras del mercado',
    type: 'file',
    nivel: 'hard',
    question:
      '<p>Suba un archivo <code>.js</code> con un programa que reciba la lista de compras del mercado de Wanchaq (producto, cantidad y precio) y muestre el total con IGV.</p>',
  },
  {
    title: 'Captura de la consola',
    type: 'file',
    nivel: 'easy',
    question:
      '<p>Ejecute <code>console.log("Hola, Andino")</code> en la consola del navegador y suba una captura de pantalla del resultado.</p>',
  },
];

export interface DemoEvaluation {
  title: string;
  attempts: number;
  duration_time: number;
  published: boolean;
  options: Partial<
    Record<
      'random_order' | 'show_max_quantity' | 'show_next' | 'block_return' | 'one_by_one' | 'random_by_student',
      boolean
    >
  >;
  /** [question title, points], in order */
  questions: [string, number][];
}

export const DEMO_EVALUATIONS: DemoEvaluation[] = [
  {
    title: 'Práctica calificada 1 - Fundamentos de JavaScript',
    attempts: 2,
    duration_time: 45,
    published: false,
    options: { random_order: true, show_next: true },
    questions: [
      ['Declarar una constante', 3],
      ['Cálculo del IGV', 4],
      ['Tipos primitivos', 4],
      ['Igualdad estricta', 3],
      ['Convertir texto en número', 3],
      ['Agregar elementos al DOM', 3],
    ],
  },
  {
    title: 'Examen parcial - JavaScript moderno',
    attempts: 1,
    duration_time: 90,
    published: false,
    options: { one_by_one: true, block_return: true, show_max_quantity: true },
    questions: [
      ['Métodos que devuelven un arreglo nuevo', 4.5],
      ['Promesas y temporizadores', 3.5],
      ['Mostrar precios en soles', 4],
      ['async/await frente a then', 4],
      ['Proyecto: lista de compras del mercado', 4],
    ],
  },
  {
    title: 'Evaluación de entrada',
    attempts: 1,
    duration_time: 20,
    published: true,
    options: { random_by_student: true },
    questions: [
      ['Declarar una constante', 5],
      ['Igualdad estricta', 5],
      ['Captura de la consola', 10],
    ],
  },
];

const alternativesOf = (q: DemoQuestion): AlternativeDraft[] =>
  isOpenType(q.type)
    ? initialAlternatives(q.type)
    : (q.alternatives ?? []).map(([value, correct]) => ({ value, correct }));

export async function one<T>(db: Db, sql: string, params: unknown[]): Promise<T> {
  const [row] = await db.query<T>(sql, params);
  if (!row) throw new Error(`demo evaluations: nothing found for ${params.join(', ')}`);
  return row;
}

/** A demo module of an entity: its programme, its id and name. */
export interface DemoModule {
  entity_id: string;
  programme: string;
  module: string;
  name: string;
}

export async function demoModule(db: Db, where: { entity: string; programme: string; module: string }) {
  return one<DemoModule>(
    db,
    `SELECT m.entity_id, p.id AS programme, m.id AS module, m.name
     FROM courses m JOIN courses p ON p.id = m.parent_course_id JOIN entities e ON e.id = m.entity_id
     WHERE e.entity_name = $1 AND p.name = $2 AND m.name = $3`,
    [where.entity, where.programme, where.module],
  );
}

export type DemoBank = Map<string, { id: string; nivel: Difficulty }>;

/** The questions in the module's bank, by title, through the API's sanitiser and alternative ids. */
export async function insertDemoQuestions(db: Db, module: DemoModule, userId: string, list: DemoQuestion[]): Promise<DemoBank> {
  const questions: DemoBank = new Map();
  for (const q of list) {
    const id = await insertQuestion(db, module.entity_id, module.module, userId, {
      title: q.title,
      question: sanitizeStatement(q.question),
      type: q.type,
      nivel: q.nivel,
      keywords: module.name,
      alternatives: storedAlternatives(alternativesOf(q)),
      model_answer: q.model_answer ?? '',
    });
    questions.set(q.title, { id, nivel: q.nivel });
  }
  return questions;
}

/** An evaluation of bank questions (20 points, checked as the API does); answers its id. */
export async function insertDemoEvaluation(db: Db, module: DemoModule, userId: string, questions: DemoBank, e: DemoEvaluation) {
  const points = e.questions.map(([, p]) => p);
  const issue = evaluationTotalIssue(points);
  if (issue) throw new Error(`demo evaluation ${e.title}: ${issue}`);
  const chosen = e.questions.map(([title]) => questions.get(title) as { id: string; nivel: Difficulty });
  const exact = (hundredths: number) => (hundredths / 100).toFixed(2);
  const hundredths = points.map(toHundredths);
  const id = await insertEvaluation(
    db,
    { entityId: module.entity_id, mainCourseId: module.programme, courseId: module.module, userId },
    {
      ...(Object.fromEntries(EVALUATION_OPTIONS.map((o) => [o, false])) as Record<EvaluationOption, boolean>),
      ...e.options,
      title: e.title,
      attempts: e.attempts,
      duration_time: e.duration_time,
      points: exact(hundredths.reduce((sum, h) => sum + h, 0)),
      nivel: nivelCounts(chosen),
    },
  );
  await replaceEvaluationQuestions(
    db,
    id,
    chosen.map((q, i) => ({ id: q.id, points: exact(hundredths[i]) })),
  );
  return id;
}

export async function seedEvaluations(services: Services) {
  const { db } = services;
  const module = await demoModule(db, DEMO_BANK);
  const { id: coordinator } = await one<{ id: string }>(db, 'SELECT id FROM users WHERE email = $1', [
    'coordinador@colegioandino.edu.pe',
  ]);
  const questions = await insertDemoQuestions(db, module, coordinator, DEMO_QUESTIONS);
  for (const e of DEMO_EVALUATIONS) {
    const id = await insertDemoEvaluation(db, module, coordinator, questions, e);
    // open from yesterday for two months, so that a demo student can take it (04 §4)
    const day = 86_400_000;
    const window = { opensAt: new Date(Date.now() - day).toISOString(), closesAt: new Date(Date.now() + 60 * day).toISOString() };
    if (e.published) await publishRow(db, id, { ...window, practiceId: null });
  }
}
