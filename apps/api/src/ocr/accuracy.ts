// How well the reading does on the fixture set (decision 0060): the share of fields read exactly, per field, per
// source, clean and noisy, the time per image, and how many wrong values had a confidence at or above the threshold
// the matcher trusts. Shared by the bench section and the accuracy test.
import { readFile } from 'node:fs/promises';
import { voucherImages, type VoucherImage } from './fixtures/voucher-set.js';
import { parseVoucher } from './parse-voucher.js';
import { readImage } from './tesseract.js';
import { TRUSTED_CONFIDENCE, type VoucherFields } from './voucher-fields.js';

export const FIELDS = ['operation_number', 'amount', 'paid_at', 'source'] as const;
type Field = (typeof FIELDS)[number];

export interface ReadSample {
  image: VoucherImage;
  fields: VoucherFields;
  ms: number;
}

export interface Accuracy {
  images: number;
  /** share (0..1) of exact values per field, for clean and noisy images */
  exact: Record<'clean' | 'noisy', Record<Field, number>>;
  bySource: Record<string, Record<Field, number>>;
  /** wrong or missing values with a confidence at or above TRUSTED_CONFIDENCE (the goal is none) */
  trustedMisses: { name: string; field: Field; read: string | null; truth: string; conf: number }[];
  /** exact values the threshold still sends to 'Revisar' */
  lowButRight: number;
  msPerImage: { median: number; p95: number; max: number };
  misses: { name: string; field: Field; read: string | null; truth: string; conf: number }[];
}

/** reads every image, `concurrency` at a time */
export async function readAll(images: VoucherImage[], concurrency: number): Promise<ReadSample[]> {
  const out: ReadSample[] = new Array(images.length);
  let next = 0;
  async function lane() {
    while (next < images.length) {
      const i = next++;
      const image = images[i] as VoucherImage;
      const started = performance.now();
      const fields = parseVoucher(await readImage(await readFile(image.file)));
      out[i] = { image, fields, ms: performance.now() - started };
    }
  }
  await Promise.all(Array.from({ length: concurrency }, lane));
  return out;
}

export function accuracyOf(samples: ReadSample[]): Accuracy {
  const share = (list: ReadSample[], field: Field) =>
    list.length ? list.filter((s) => s.fields[field] === s.image.truth[field]).length / list.length : 0;
  const perField = (list: ReadSample[]) =>
    Object.fromEntries(FIELDS.map((f) => [f, share(list, f)])) as Record<Field, number>;
  const sources = [...new Set(samples.map((s) => s.image.truth.source))];
  const misses: Accuracy['misses'] = [];
  let lowButRight = 0;
  for (const s of samples) {
    for (const field of FIELDS) {
      const conf = s.fields.confidence[field];
      if (s.fields[field] !== s.image.truth[field]) {
        misses.push({ name: s.image.name, field, read: s.fields[field], truth: s.image.truth[field], conf });
      } else if (conf < TRUSTED_CONFIDENCE) lowButRight++;
    }
  }
  const times = samples.map((s) => s.ms).sort((a, b) => a - b);
  const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0);
  return {
    images: samples.length,
    exact: {
      clean: perField(samples.filter((s) => !s.image.noisy)),
      noisy: perField(samples.filter((s) => s.image.noisy)),
    },
    bySource: Object.fromEntries(
      sources.map((src) => [src, perField(samples.filter((s) => s.image.truth.source === src))]),
    ),
    trustedMisses: misses.filter((m) => m.conf >= TRUSTED_CONFIDENCE),
    lowButRight,
    msPerImage: { median: at(0.5), p95: at(0.95), max: Math.round(times.at(-1) ?? 0) },
    misses,
  };
}

export async function measureReading(concurrency = 2, perSource = 6) {
  const images = await voucherImages(perSource);
  const started = performance.now();
  const samples = await readAll(images, concurrency);
  return { accuracy: accuracyOf(samples), seconds: (performance.now() - started) / 1000, samples };
}

const pct = (n: number) => `${(n * 100).toFixed(0)} %`.padStart(6);

export function printAccuracy(a: Accuracy, seconds: number) {
  console.log(`\nLectura de vouchers (tesseract spa, ${a.images} imágenes, ${seconds.toFixed(1)} s)`);
  console.log(`${'conjunto'.padEnd(12)}${FIELDS.map((f) => f.padStart(18)).join('')}`);
  const row = (name: string, r: Record<Field, number>) =>
    console.log(`${name.padEnd(12)}${FIELDS.map((f) => pct(r[f]).padStart(18)).join('')}`);
  row('limpias', a.exact.clean);
  row('con ruido', a.exact.noisy);
  for (const [src, r] of Object.entries(a.bySource)) row(src, r);
  console.log(
    `tiempo por imagen: mediana ${a.msPerImage.median} ms, p95 ${a.msPerImage.p95} ms, máx ${a.msPerImage.max} ms`,
  );
  console.log(
    `errores con confianza ≥ ${TRUSTED_CONFIDENCE}: ${a.trustedMisses.length} (meta 0); errores en total: ${a.misses.length}; aciertos bajo el umbral: ${a.lowButRight}`,
  );
  for (const m of a.trustedMisses) console.log(`  ${m.name} ${m.field}: leído ${m.read} ≠ ${m.truth} (${m.conf})`);
}
