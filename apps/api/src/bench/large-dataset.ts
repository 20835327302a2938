// Writes the large dataset (docs/performance.md) into a migrated database: the small tables first, then the big ones in batches,
// each batch one transaction of a few multi-row INSERT … SELECT generate_series statements (the same SQL on PGlite
// and PostgreSQL). Stored files are few and shared: every voucher row points at one of three images, every file
// material at one of five documents (the bench measures lists, not downloads).
import { hashPassword } from '../auth/password.js';
import type { Db } from '../db/client.js';
import { tinyDocx, tinyMp4, tinyPdf, tinyPptx } from '../seed/documents.js';
import { whiteboardPng } from '../seed/programme-images.js';
import { voucherImage } from '../seed/voucher-images.js';
import type { Storage } from '../storage/storage.js';
import { insertBase } from './large-base.js';
import { LARGE_MARKER, LARGE_PASSWORD, type LargePlan, planFor } from './large-plan.js';
import {
  insertEvaluations,
  insertMaterials,
  insertOrders,
  insertOtherStudents,
  insertQuestions,
  insertStudents,
  type SharedFile,
} from './large-rows.js';

export interface SeedLargeOptions {
  scale: number;
  seed?: number;
  /** add another large dataset to a database that holds one already */
  force?: boolean;
  /** rows per transaction of the big tables */
  batch?: number;
  onProgress?: (step: string, done: number, total: number) => void;
}

export class AlreadySeededError extends Error {}

/** how many large datasets the database holds (by the marker in the large entity's description) */
export async function largeDatasets(db: Db): Promise<number> {
  const [{ n }] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM entities WHERE description LIKE $1`, [
    `%${LARGE_MARKER}%`,
  ]);
  return n;
}

async function sharedFiles(storage: Storage) {
  const documents: [SharedFile['type'], string, Buffer, string][] = [
    ['pdf', 'guia-de-estudio.pdf', tinyPdf('Guía de estudio', ['Lectura de la semana']), 'application/pdf'],
    [
      'doc',
      'plantilla.docx',
      tinyDocx(['Plantilla de informe']),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    [
      'ppt',
      'presentacion.pptx',
      tinyPptx(),
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    ],
    ['mp4', 'clase-grabada.mp4', tinyMp4(), 'video/mp4'],
    ['image', 'pizarra.png', await whiteboardPng(), 'image/png'],
  ];
  const files: SharedFile[] = [];
  for (const [type, name, bytes, mime] of documents) {
    const stored = await storage.saveBuffer(bytes, {
      mime,
      ext: name.split('.').pop() as string,
      visibility: 'private',
      prefix: 'materials',
    });
    files.push({ type, key: stored.key, name, mime, size: stored.size });
  }
  const vouchers: string[] = [];
  for (const [n, [bank, color]] of [
    ['BCP', '#0E3873'],
    ['Interbank', '#1E6B52'],
    ['BBVA', '#197BFF'],
  ].entries()) {
    const slip = {
      bank,
      color,
      operation: String(58_213_570 + n),
      amount: '450.00',
      date: '2026-03-02',
      payer: 'Depositante',
    };
    const stored = await storage.saveBuffer(await voucherImage(slip), {
      mime: 'image/png',
      ext: 'png',
      visibility: 'private',
      prefix: 'students',
    });
    vouchers.push(stored.key);
  }
  return { files, vouchers };
}

export async function seedLarge(db: Db, storage: Storage, options: SeedLargeOptions): Promise<LargePlan> {
  const existing = await largeDatasets(db);
  if (existing > 0 && !options.force)
    throw new AlreadySeededError(
      'La base de datos ya contiene un conjunto de datos grande (use --force para añadir otro).',
    );
  const plan = planFor(options.scale, options.seed ?? 1, existing + 1);
  const batch = options.batch ?? 5_000;
  const progress = options.onProgress ?? (() => {});
  const hash = await hashPassword(LARGE_PASSWORD);
  const shared = await sharedFiles(storage);

  progress('base', 0, 1);
  await db.tx((tx) => insertBase(tx, plan, hash));
  progress('base', 1, 1);
  const steps: [string, number, (tx: Db, from: number, to: number) => Promise<void>, number][] = [
    ['estudiantes', plan.students, (tx, a, b) => insertStudents(tx, plan, hash, a, b), batch],
    [
      'otras entidades',
      (plan.entities - 1) * plan.otherStudents,
      (tx, a, b) => insertOtherStudents(tx, plan, hash, a, b),
      batch,
    ],
    ['órdenes', plan.orders, (tx, a, b) => insertOrders(tx, plan, shared.vouchers, a, b), batch],
    ['materiales', plan.materials, (tx, a, b) => insertMaterials(tx, plan, shared.files, a, b), batch * 2],
    ['preguntas', plan.questions, (tx, a, b) => insertQuestions(tx, plan, a, b), batch * 2],
  ];
  for (const [label, total, write, size] of steps) {
    for (let from = 0; from < total; from += size) {
      const to = Math.min(total, from + size) - 1;
      await db.tx((tx) => write(tx, from, to));
      progress(label, to + 1, total);
    }
  }
  await db.tx((tx) => insertEvaluations(tx, plan));
  // fresh statistics, so that the first bench run plans its queries on the real sizes
  progress('VACUUM ANALYZE', 0, 1);
  // as autovacuum would leave it: the visibility map set, so counts read the indexes alone
  await db.exec('VACUUM ANALYZE');
  progress('VACUUM ANALYZE', 1, 1);
  return plan;
}
