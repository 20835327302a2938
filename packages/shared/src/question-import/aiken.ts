import type { ImportResult } from './index.js';

export function parseAiken(_text: string): ImportResult {
  throw new Error('parseAiken: being written');
}
