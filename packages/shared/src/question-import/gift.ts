import type { ImportResult } from './index.js';

export function parseGift(_text: string): ImportResult {
  throw new Error('parseGift: being written');
}
