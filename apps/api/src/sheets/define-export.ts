// An export is its list read page after page by the list's own handler (same filters, same checks on the caller) and
// written as a file as the pages arrive (sheet.ts).
import { EXPORT_CHUNK, type ExportFormat, type FnameDef, type Output, type ParsedInput, todayIn } from '@edu/shared';
import { type Ctx, defineHandler } from '../rpc/context.js';
import { fileOf, type Table } from './sheet.js';

export function defineExport<F extends FnameDef>(def: F, build: (input: ParsedInput<F>, ctx: Ctx) => Promise<Table>) {
  return defineHandler(def, async (input, ctx) => {
    const { format } = input as { format: ExportFormat };
    // the handler's answer is a file (FnameDef.download): the dispatcher streams its body (rpc/download.ts)
    return fileOf(format, await build(input, ctx)) as unknown as Output<F>;
  });
}

/** The file's name: what it holds and the day (Lima). */
export const exportName = (what: string) => `${what}-${todayIn()}`;

/** One page of a list handler's answer, EXPORT_CHUNK rows long, as pagesOf reads it. */
export const chunkOf =
  <O extends { pagination: { hasNextPage: boolean } }, T>(
    run: (page: number, docs: number) => Promise<O>,
    items: (out: O) => T[],
  ) =>
  async (page: number) => {
    const out = await run(page, EXPORT_CHUNK);
    return { items: items(out), hasNextPage: out.pagination.hasNextPage };
  };

/** A two-decimal amount or grade as a number (a number cell in XLSX; its text in CSV). */
export const decimal = (value: string | null) => (value === null ? null : Number(value));
