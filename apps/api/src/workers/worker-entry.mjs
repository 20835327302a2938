// A thread of a parse pool (pool.ts). tsx's loader is registered here, in this thread, so that it runs the TypeScript
// sources as the server does, under `tsx` and under vitest alike: Node 20 does not apply a parent's `--import tsx` to
// a worker whose entry is a .ts file.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
