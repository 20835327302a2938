// A test that makes the code print console.error fails: an unexpected error is never silent (epic-stack's habit).
import { afterEach, vi } from 'vitest';

const spy = vi.spyOn(console, 'error');
afterEach(() => {
  const calls = spy.mock.calls.splice(0);
  if (calls.length) throw new Error(`console.error was called: ${calls.map((c) => c.join(' ')).join('\n')}`);
});
